// The race page's text of the boards: typed (solved a moment after, up to
// AUTO_SOLVE_CHARS), pasted, opened from a file, picked from the examples (an
// example picked over the reader's text can be undone), saved as .txt, restored
// from the draft kept in the browser; a text the editor cannot lay out quickly is
// kept aside (ui/editor.js fitsEditor) and solved as it is.
//
//   const text = createText(page, { solve });
//   text.open()                  the page's first text: the link's, the draft, or the sample
//   text.show(text)              in the editor, or kept aside
//   text.byReader(text)          the text is the reader's now (the draft keeps it)
//   text.aside()                 whether the text shown is kept out of the editor
//   text.fillExamples()          the picker in the reader's language
// solve: solve.js.
import { t, onLangChange } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { fitsEditor, keepBigPastesOut, asideVars } from '../../ui/editor.js';
import { EXAMPLES, SAMPLE, exampleText, exampleById } from './examples.js';
import { saveText } from './exports.js';

const AUTO_SOLVE_CHARS = 400000; // longer texts are solved on request only
const EDITOR_MAX_CHARS = 4 << 20;

export function createText(page, { solve }) {
  const { S, store, editor, draft, fromUrl } = page;
  let userText = false; // the text is the reader's (typed, edited, opened, restored), not an example
  let textAside = false;

  function byReader(text) {
    userText = true;
    draft.save(text);
    $('example').value = '';
    showUndo(false);
  }

  // The editor shows the text unless it does not fit (ui/editor.js: over 4 MB, or a line
  // of over 10,000 characters, which the browser takes seconds to lay out): that text
  // is kept aside, solved as it is, and the note says so; typing replaces it.
  function show(text) {
    textAside = !fitsEditor(text, EDITOR_MAX_CHARS);
    editor.setText(textAside ? '' : text);
    $('text-aside').hidden = !textAside;
    if (textAside) $('text-aside').textContent = t('race.textAside', asideVars(text));
  }

  onLangChange(() => textAside && show(store.get().text));

  // Puts text in the editor and solves it (board 1 shown).
  function load(text, { user }) {
    show(text);
    S.setText(text);
    S.select(0);
    if (user) byReader(text);
    else {
      userText = false;
      draft.save(text);
      draft.markClean(text);
    }
    return solve.now();
  }

  function showUndo(on) {
    $('draft-note').hidden = !on;
  }

  function pickExample(id) {
    const ex = exampleById(id);
    if (!ex) return;
    const before = store.get().text;
    if (userText && !EXAMPLES.some((e) => e.text === before)) draft.keepUndo(before);
    const undoable = draft.hasUndo();
    S.solving(ex.make ? { kind: 'generating', id } : { kind: 'solving' });
    const loadExample = () => {
      load(exampleText(ex), { user: false });
      showUndo(undoable);
    };
    // A generated board takes a moment: let the status show first.
    if (ex.make) requestAnimationFrame(() => setTimeout(loadExample, 0));
    else loadExample();
  }

  function undoExample() {
    const text = draft.takeUndo();
    showUndo(false);
    if (text !== null) load(text, { user: true });
  }

  function fillExamples() {
    const sel = $('example');
    const value = sel.value;
    sel.innerHTML = '<option value="">' + escapeHtml(t('race.choose')) + '</option>' +
      EXAMPLES.map((ex) => '<option value="' + ex.id + '">' + escapeHtml(t('race.ex.' + ex.id)) + '</option>').join('');
    sel.value = value;
  }

  function open() {
    const saved = fromUrl.text === null ? draft.load() : null;
    const text = fromUrl.text !== null ? fromUrl.text : saved !== null && saved.trim() ? saved : SAMPLE;
    show(text);
    S.setText(text);
    userText = text !== SAMPLE;
    $('example').value = text === SAMPLE ? 'sample' : '';
    if (fromUrl.text === null && text !== SAMPLE) {
      $('draft-restored').hidden = false;
    }
    if (fromUrl.text !== null) draft.markClean(text);
  }

  $('race-text').addEventListener('input', () => {
    // typed over a text kept aside: the editor's text is the text now
    textAside = false;
    $('text-aside').hidden = true;
    const text = editor.getText();
    S.setText(text);
    byReader(text);
    if (text.length <= AUTO_SOLVE_CHARS) solve.soon(350);
  });
  // A paste that does not fit the editor is kept aside (show), and solved.
  keepBigPastesOut($('race-text'), EDITOR_MAX_CHARS, (text) => load(text, { user: true }));
  $('race-text').addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      solve.now();
    }
  });
  $('solve').addEventListener('click', () => solve.now());
  $('show-error').addEventListener('click', () => editor.revealError());
  $('save-text').addEventListener('click', () => saveText(store.get().text));
  $('open-file').addEventListener('click', () => $('file-input').click());
  $('file-input').addEventListener('change', (ev) => {
    const f = ev.target.files && ev.target.files[0];
    if (f) f.text().then((text) => load(text, { user: true }));
    ev.target.value = '';
  });
  $('example').addEventListener('change', (ev) => pickExample(ev.target.value));
  $('undo-example').addEventListener('click', undoExample);
  draft.guardUnload(() => store.get().text);

  return { open, show, byReader, aside: () => textAside, fillExamples };
}
