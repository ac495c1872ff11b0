// The paste box: a board or a graph as text, in the format of its source
// (LeetCode's literal inputs too), its errors with line and column (the caret put
// on them), the text saved locally as it is typed (core/draft.js) and the undo of
// a preset picked over edited text.
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createDraft } from '../../core/draft.js';
import { keepBigPastesOut, asideVars } from '../../ui/editor.js';

export const draft = createDraft('board');

// A paste longer than this (or with a line of over 10,000 characters) never enters
// the box: laying out a textarea that holds megabytes, worse one line of them, holds
// the browser's thread for seconds (ui/editor.js, fitsEditor). The text is kept
// aside, the box says so, and Load reads it. (The biggest boards the
// solver can take are far shorter: a BOI 2014 graph of 500 corners is 0.5 MB.)
export const PASTE_BOX_MAX = 1 << 20;
let aside = null;

// The text Load reads: the one kept aside, else the box's.
export function pastedText() {
  return aside !== null ? aside : $('paste-text').value;
}
export function textIsAside() {
  return aside !== null;
}

function setAside(text) {
  aside = text;
  const note = $('paste-aside');
  note.hidden = text === null;
  if (text === null) return;
  $('paste-aside-text').textContent = t('pg.pasteAside', asideVars(text));
}

export function clearAside() {
  setAside(null);
}

export function setUpBigPaste() {
  const ta = $('paste-text');
  keepBigPastesOut(ta, PASTE_BOX_MAX, (text) => {
    ta.value = '';
    setAside(text);
  });
  ta.addEventListener('input', () => setAside(null));
  $('paste-aside-clear').addEventListener('click', () => {
    setAside(null);
    ta.focus();
  });
}

// Puts the caret at (line, column) of a textarea (columns count characters).
export function selectLineColumn(ta, line, column) {
  const lines = ta.value.split('\n');
  let pos = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
  const chars = Array.from(lines[line - 1] || '');
  pos += chars.slice(0, Math.max(0, column - 1)).join('').length;
  const end = pos + (chars[column - 1] ? chars[column - 1].length : 0);
  ta.focus();
  ta.setSelectionRange(pos, Math.max(end, pos));
}

export function renderPasteError(e) {
  const box = $('paste-error');
  box.hidden = !e;
  $('paste-error-text').textContent = e ? e.message : '';
  box.dataset.line = e && e.line ? e.line : '';
  box.dataset.column = e && e.column ? e.column : '';
}

// The text put into the box by the page (a preset, the board as text): what was
// there and edited is kept for undo.
export function setText(text, format) {
  const ta = $('paste-text');
  const old = ta.value;
  const replaced = draft.isDirty(old) && old.trim() !== '' && old !== text;
  if (replaced) draft.keepUndo(old);
  setAside(null);
  ta.value = text;
  if (format) $('paste-format').value = format;
  draft.markClean(text);
  draft.save(text);
  $('undo-row').hidden = !draft.hasUndo();
  return replaced;
}

export function setUpDraft(restore) {
  const ta = $('paste-text');
  ta.addEventListener('input', () => {
    const ok = draft.save(ta.value);
    const note = $('draft-note');
    note.hidden = false;
    note.textContent = t(ok ? 'pg.draftSaved' : 'pg.draftNotSaved');
  });
  draft.guardUnload(() => ta.value);
  const saved = draft.load();
  if (restore && saved && saved.trim()) {
    ta.value = saved;
    draft.markClean(''); // the reader's own text: a preset picked over it can be undone
    $('paste-box').open = true;
    const note = $('draft-note');
    note.hidden = false;
    note.textContent = t('pg.draftRestored');
    return true;
  }
  return false;
}
