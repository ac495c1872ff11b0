// The syntax of a rules script checked by acorn (errors with their line and
// column), and where its top-level declarations are. Kept apart from compile.js so
// that the workers that run a script (explore-worker.js) need not carry acorn:
// they get the declarations from the thread that checked the script.
import { parse } from 'acorn';
import { RulesError, MAX_SOURCE_CHARS } from './compile.js';

// The top-level declarations of the program: name -> { line, column, fn } with
// fn the location of the function when the declaration is one.
function declarations(program) {
  const found = {};
  const at = (node) => ({ line: node.loc.start.line, column: node.loc.start.column + 1 });
  for (const st of program.body) {
    if (st.type === 'FunctionDeclaration' && st.id) {
      found[st.id.name] = at(st);
    } else if (st.type === 'VariableDeclaration') {
      for (const d of st.declarations) {
        if (d.id.type === 'Identifier') found[d.id.name] = at(d);
      }
    }
  }
  return found;
}

// Parses source; a syntax error becomes a RulesError with its line and column.
export function checkSyntax(source) {
  try {
    return parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (e) {
    if (e instanceof SyntaxError && e.loc) {
      const message = e.message.replace(/ \(\d+:\d+\)$/, '');
      throw new RulesError(`syntax error at line ${e.loc.line}, column ${e.loc.column + 1}: ${message}`, {
        kind: 'syntax',
        line: e.loc.line,
        column: e.loc.column + 1,
        detail: message,
      });
    }
    throw e;
  }
}

// The declarations of source: name -> { line, column }, after its syntax is
// checked (a RulesError otherwise). A script too long is left to compileRules.
export function declarationsOf(source) {
  if (typeof source !== 'string' || source.length > MAX_SOURCE_CHARS) return {};
  return declarations(checkSyntax(source));
}
