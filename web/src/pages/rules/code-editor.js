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
import { checkSyntax } from '../../../../wasm/rules/syntax.js';

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

// The editor's look (CodeMirror's own style modules: adopted style sheets in the
// editor's shadow root, so the page needs no inline <style> under a strict CSP);
// colours from tokens.css (custom properties inherit into the shadow root).
const theme = EditorView.theme({
  '&': { height: 'min(56vh, 520px)', fontSize: '0.86rem', backgroundColor: 'var(--field)', color: 'var(--ink)' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'var(--mono)' },
  '.cm-gutters': { backgroundColor: 'var(--subtle)', color: 'var(--gutter-ink)', borderRight: '1px solid var(--line)' },
  '.cm-content': { caretColor: 'var(--ink)' },
  '.cm-activeLine': { backgroundColor: 'var(--subtle-2)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--hover)' },
  '.cm-tooltip': { backgroundColor: 'var(--card)', color: 'var(--ink)', border: '1px solid var(--line)' },
});

export function createCodeEditor(host, { onChange = () => {}, onRun = () => {}, label = 'Rules script' } = {}) {
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
  // Inside a shadow root: there CodeMirror adopts constructed style sheets instead
  // of writing a <style> element (refused by the site's style-src 'self').
  const shadow = host.attachShadow({ mode: 'open' });
  const parent = document.createElement('div');
  shadow.appendChild(parent);
  const view = new EditorView({
    parent,
    root: shadow,
    state: EditorState.create({
      doc: '',
      extensions: [
        theme,
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
