// The paste box: a board or a graph as text, in the format of its source
// (LeetCode's literal inputs too), its errors with line and column (the caret put
// on them), the text saved locally as it is typed (core/draft.js) and the undo of
// a preset picked over edited text.
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createDraft } from '../../core/draft.js';

export const draft = createDraft('board');

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
