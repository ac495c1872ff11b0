// The input side of the graph page: the editor (with its parse errors), the
// convention, how the text is read (auto, named, n m with 1..n or 0..n-1,
// partizan) and
// which form was read, the examples (with an Undo when one replaced edited
// text), files opened or dropped, the text saved locally as it is typed (and
// restored when the page opens without a link's graph), and saved as a file.
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { localMessage } from '../../core/messages.js';
import { say } from '../../core/say.js';
import { $ } from '../../core/dom.js';
import { Editor, keepBigPastesOut, fitsEditor } from '../../ui/editor.js';
import { EXAMPLES, exampleById, renderExamplePicker } from './examples.js';
import { fmtBytes } from '../../core/i18n.js';
import { download } from '../../core/files.js';

// Files up to this size go into the editor; bigger ones are solved from the file.
const EDITOR_MAX_BYTES = 256 * 1024;

// Texts up to this long are saved at every keystroke; longer ones a moment later.
const SAVE_AT_ONCE_CHARS = 50000;

// The form read, as the page says it: a contest graph with its vertices' range
// (1..n or 0..n-1, as auto decided), a partizan graph, or a named graph.
function readAsText(result) {
  if (result.format === 'partizan') return t('fmt.readPartizan');
  if (result.format !== 'cp' && result.format !== 'cp0') return t('fmt.readNamed');
  if (result.n === 0) return t('fmt.readCpEmpty');
  const first = result.format === 'cp0' ? 0 : 1;
  return t('fmt.readCpRange', { first, last: first + result.n - 1 });
}

export function createInput(page) {
  const { state, store, draft } = page;
  const editor = new Editor($('editor'));

  // ---- the text ------------------------------------------------------------------

  // Puts a text in the editor (an example, a link, a file, the saved draft).
  function loadText(text, { noMove, example = '', format } = {}) {
    editor.setText(text);
    state.setText(text, example);
    if (noMove) state.setNoMove(noMove);
    if (format) state.setFormat(format);
  }

  // Saved a moment after the typing stops (a paste of many lines fires an input
  // event per line), and at once when the page is left.
  let saveTimer = 0;
  const saveDraft = () => {
    clearTimeout(saveTimer);
    saveTimer = 0;
    if (store.get().source === 'editor') draft.save(store.get().text);
  };
  window.addEventListener('beforeunload', () => saveTimer && saveDraft());
  editor.textarea.addEventListener('input', () => {
    state.setText(editor.getText(), '');
    clearTimeout(saveTimer);
    if (store.get().text.length <= SAVE_AT_ONCE_CHARS) saveDraft();
    else saveTimer = setTimeout(saveDraft, 250);
    page.edited();
  });
  // A paste too big for the editor (a contest input of millions of lines) never
  // enters it: it becomes a text of its own, shown as its size and first lines,
  // solved from its bytes in the worker, as a big file is.
  keepBigPastesOut(editor.textarea, EDITOR_MAX_BYTES, (text) =>
    loadBig(new File([text], t('file.pastedName'), { type: 'text/plain' }), 'paste'));
  editor.textarea.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      page.solve();
    }
  });
  $('solve').addEventListener('click', () => page.solve());
  $('stale-solve').addEventListener('click', () => page.solve());

  // ---- examples, and the undo of one picked over edited text ------------------------

  let undoText = null;
  function showUndo(show) {
    $('undo-note').hidden = !show;
  }
  function loadExample(id) {
    const ex = exampleById(id);
    if (!ex) return Promise.resolve(null);
    const s = store.get();
    $('draft-note').hidden = true;
    // Edited text (typed, or restored from the last visit) is kept for an Undo.
    if (s.source === 'editor' && !s.example && s.text.trim() && s.text !== ex.text) {
      undoText = { text: s.text, noMove: s.noMove, format: s.format };
      draft.keepUndo(s.text);
      showUndo(true);
    } else {
      showUndo(false);
    }
    loadText(ex.text, { noMove: ex.noMove, example: ex.id, format: 'auto' });
    state.setValues(ex.values || 'outcome');
    return page.solve();
  }
  $('example').addEventListener('change', () => {
    if ($('example').value) loadExample($('example').value);
  });
  $('undo-example').addEventListener('click', () => {
    const u = undoText;
    draft.takeUndo();
    undoText = null;
    showUndo(false);
    if (!u) return;
    loadText(u.text, { noMove: u.noMove, format: u.format });
    draft.save(u.text);
    page.solve();
    editor.textarea.focus();
  });
  $('undo-dismiss').addEventListener('click', () => {
    undoText = null;
    draft.takeUndo();
    showUndo(false);
  });

  // ---- the convention and the format ---------------------------------------------------

  // A change of either solves again (there is something to solve).
  for (const [name, set] of [['nomove', state.setNoMove], ['fmt', state.setFormat]]) {
    for (const radio of document.querySelectorAll('input[name="' + name + '"]')) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        set(radio.value);
        const s = store.get();
        if (s.source === 'file' || s.text.trim()) page.solve();
      });
    }
  }

  function renderReadAs(s) {
    const el = $('read-as');
    const r = s.result && !s.stale ? s.result : null;
    el.textContent = r && r.format ? t('fmt.readAs', { form: readAsText(r) }) : '';
  }

  // ---- parse errors ---------------------------------------------------------------------

  function renderError(s) {
    const e = s.error;
    if (!e || e.line === undefined || e.line === null) {
      $('parse-error').hidden = true;
      editor.clearError();
      return;
    }
    const where = s.source === 'file' && s.file ? s.file.name + ': ' : '';
    $('parse-error-text').textContent = where + localMessage(e.message);
    $('parse-error').hidden = false;
    $('show-error').hidden = s.source !== 'editor';
    if (s.source === 'editor') {
      editor.setError({ line: e.line, column: e.column, message: localMessage(e.message.replace(/^line \d+, column \d+: /, '')) });
      editor.scrollToError();
    }
  }
  $('show-error').addEventListener('click', () => editor.revealError());

  // ---- files -----------------------------------------------------------------------------

  async function loadFile(file) {
    if (!file) return null;
    if (file.size <= EDITOR_MAX_BYTES) {
      loadText(await file.text());
      return page.solve();
    }
    return loadBig(file, 'file');
  }

  // A link's text: into the editor if it fits (fitsEditor, as a paste), else kept
  // aside as a big paste is. Returns the File it became, or null (in the editor).
  function loadLinked(text, options) {
    if (fitsEditor(text, EDITOR_MAX_BYTES)) {
      loadText(text, options);
      return null;
    }
    const file = new File([text], t('file.linkName'), { type: 'text/plain' });
    if (options.noMove) state.setNoMove(options.noMove);
    if (options.format) state.setFormat(options.format);
    loadBig(file, 'link');
    return file;
  }

  // A file (or a paste, or a link's text) too big for the editor: solved from its
  // bytes; the banner shows its size, its first lines, and its number of lines once
  // read. Solved at once, but a link's (the page solves what a link opens).
  const BIG_NOTE = { file: 'file.solvedFromFile', paste: 'file.pasted', link: 'file.fromLink' };
  let bigFrom = 'file';
  function loadBig(file, from) {
    bigFrom = from;
    $('draft-note').hidden = true;
    state.setFile(file);
    const head = $('file-head');
    head.hidden = true;
    file
      .slice(0, 4096)
      .text()
      .then((text) => {
        if (store.get().file !== file) return;
        const lines = text.split('\n');
        if (text.length === 4096 || lines.length > 8) lines.pop(); // the last one may be cut
        head.textContent = lines.slice(0, 8).join('\n');
        head.hidden = false;
      });
    return from === 'link' ? null : page.solve();
  }
  $('open-file').addEventListener('click', () => $('file-input').click());
  $('file-input').addEventListener('change', () => {
    const f = $('file-input').files[0];
    $('file-input').value = '';
    loadFile(f);
  });
  $('file-close').addEventListener('click', () => {
    state.useEditor();
    editor.render();
  });
  $('save-text').addEventListener('click', () => {
    const s = store.get();
    if (s.source === 'file') {
      say($('link-note'), () => t('link.alreadyFile', { name: s.file.name }));
      return;
    }
    download('graph.txt', s.text, 'text/plain');
  });

  // Drag and drop a file anywhere on the page.
  let dragDepth = 0;
  const hasFiles = (ev) => ev.dataTransfer && Array.from(ev.dataTransfer.types).includes('Files');
  document.addEventListener('dragenter', (ev) => {
    if (!hasFiles(ev)) return;
    dragDepth++;
    $('drop-overlay').hidden = false;
  });
  document.addEventListener('dragleave', () => {
    dragDepth = Math.max(0, dragDepth - 1);
    if (!dragDepth) $('drop-overlay').hidden = true;
  });
  document.addEventListener('dragover', (ev) => {
    if (hasFiles(ev)) ev.preventDefault();
  });
  document.addEventListener('drop', (ev) => {
    if (!hasFiles(ev)) return;
    ev.preventDefault();
    dragDepth = 0;
    $('drop-overlay').hidden = true;
    loadFile(ev.dataTransfer.files[0]);
  });

  // ---- from the store ------------------------------------------------------------------

  function renderSource(s) {
    const file = s.source === 'file';
    $('file-banner').hidden = !file;
    $('editor').hidden = file;
    $('copy-link').disabled = file && bigFrom !== 'link'; // a link's big text stays in the link
    $('save-text').disabled = file;
    if (file) {
      $('file-name').textContent = s.file.name;
      $('file-size').textContent = '(' + fmtBytes(s.file.size) + ')';
      const note = $('file-note');
      note.setAttribute('data-i18n', BIG_NOTE[bigFrom]);
      note.textContent = t(note.getAttribute('data-i18n'));
    }
    renderLines(s);
  }

  // The number of lines of a big text, once the solve has read it.
  function renderLines(s) {
    const r = s.result;
    const known = s.source === 'file' && r && !s.stale && typeof r.lines === 'number';
    $('file-lines').textContent = known ? '· ' + t('file.lines', { lines: fmt(r.lines) }) : '';
  }

  store.subscribe((s, prev) => {
    if (s.noMove !== prev.noMove) {
      for (const r of document.querySelectorAll('input[name="nomove"]')) r.checked = r.value === s.noMove;
    }
    if (s.format !== prev.format) {
      for (const r of document.querySelectorAll('input[name="fmt"]')) r.checked = r.value === s.format;
    }
    if (s.example !== prev.example) $('example').value = s.example;
    if (s.source !== prev.source || s.file !== prev.file) renderSource(s);
    if (s.error !== prev.error || s.source !== prev.source) renderError(s);
    if (s.result !== prev.result || s.stale !== prev.stale) {
      renderReadAs(s);
      renderLines(s);
    }
  });

  renderExamplePicker($('example'), '');
  onLangChange(() => {
    const s = store.get();
    renderExamplePicker($('example'), s.example);
    renderReadAs(s);
    if (s.source === 'file') renderSource(s);
    if (s.error) renderError(s);
  });

  // The text saved locally, back in the editor as the page opens (and said so):
  // false if there is none.
  function restoreDraft() {
    const saved = draft.load();
    if (!saved || !saved.trim()) return false;
    loadText(saved);
    const note = $('draft-note');
    note.setAttribute('data-i18n', 'draft.restored');
    note.textContent = t('draft.restored');
    note.hidden = false;
    return true;
  }
  draft.guardUnload(() => (store.get().source === 'editor' ? store.get().text : null));

  return { editor, loadText, loadLinked, loadExample, loadFile, restoreDraft, examples: EXAMPLES };
}
