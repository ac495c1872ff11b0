// The script editor of the rules page: CodeMirror 6 (bundled from npm) with
// JavaScript highlighting, live syntax markers (acorn through checkSyntax: a parse
// only, safe on the page's thread) and the marker of the last run's error at the
// line and column the module named, while the text is the one that ran.
import { EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection } from '@codemirror/view';
import { EditorState, StateEffect } from '@codemirror/state';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { syntaxHighlighting, defaultHighlightStyle, bracketMatching, indentOnInput } from '@codemirror/language';
import { linter, lintGutter } from '@codemirror/lint';
import { checkSyntax } from '../../rules/compile.js';

// The offset of (line, column), both 1-based, clamped into the document.
function offsetOf(doc, line, column) {
  const l = doc.line(Math.max(1, Math.min(doc.lines, line | 0 || 1)));
  return Math.min(l.to, l.from + Math.max(0, (column | 0 || 1) - 1));
}

function markAt(doc, line, column, message) {
  const from = offsetOf(doc, line, column);
  const l = doc.lineAt(from);
  // the rest of the word at the place, at least one character (or the line's end)
  const m = /^[\w$]+/.exec(doc.sliceString(from, l.to));
  const to = Math.min(l.to, from + (m ? m[0].length : 1));
  return { from, to: to > from ? to : from, severity: 'error', message };
}

// Dispatched when the run's error changes: the linter runs again.
const relint = StateEffect.define();

export function createCodeEditor(parent, { onChange = () => {}, onRun = () => {}, label = 'Rules script' } = {}) {
  let runError = null; // { source, line, column, message }
  const syntaxSource = linter(
    (view) => {
      const doc = view.state.doc;
      const text = doc.toString();
      const out = [];
      try {
        checkSyntax(text);
      } catch (e) {
        if (e && e.kind === 'syntax' && e.line) out.push(markAt(doc, e.line, e.column, e.message));
      }
      if (runError && runError.source === text && runError.line) out.push(markAt(doc, runError.line, runError.column, runError.message));
      return out;
    },
    { delay: 150, needsRefresh: (u) => u.transactions.some((tr) => tr.effects.some((e) => e.is(relint))) }
  );
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: '',
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        javascript(),
        lintGutter(),
        syntaxSource,
        EditorState.tabSize.of(2),
        keymap.of([{ key: 'Mod-Enter', run: () => (onRun(), true) }, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !silent) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  let silent = false;
  return {
    view,
    text: () => view.state.doc.toString(),
    // Replaces the whole text (one undoable change); onChange is not called.
    setText(text) {
      silent = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      silent = false;
    },
    // The marker of a run's error (null: none), shown while the text is the one that ran.
    setRunError(err) {
      runError = err;
      view.dispatch({ effects: relint.of(null) });
    },
    goTo(line, column) {
      const at = offsetOf(view.state.doc, line, column);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
    setLabel(text) {
      view.contentDOM.setAttribute('aria-label', text);
    },
  };
}
