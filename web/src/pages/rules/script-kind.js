// What kind of rules script a text is, from its top-level declarations alone (the
// script is parsed by acorn, never run): partizan (left(p) and right(p), no
// moves(p)), and whether it declares outcome(p) or tier(p). Read by the sandbox's
// worker (which solves each kind its way) and by the page (the "A player who
// cannot move" select has no choice for a partizan script). No DOM.
//
//   scriptKind(source)   { partizan, outcome, tiers } or null (a syntax error)
import { checkSyntax } from '../../../../wasm/rules/syntax.js';

// The names declared at the top level of source (a function or a variable), or
// null where it does not parse.
function topNames(source) {
  let program;
  try {
    program = checkSyntax(String(source));
  } catch (e) {
    return null;
  }
  const names = new Set();
  for (const st of program.body) {
    if (st.type === 'FunctionDeclaration' && st.id) names.add(st.id.name);
    if (st.type === 'VariableDeclaration') for (const d of st.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
  }
  return names;
}

export function scriptKind(source) {
  const names = topNames(source);
  if (!names) return null;
  return { partizan: names.has('left') && names.has('right') && !names.has('moves'), outcome: names.has('outcome'), tiers: names.has('tier') };
}
