// The pursuit page's boards from text: the presets (picked, their note, undone back to
// the text they replaced), a board or graph pasted or typed in one of its sources'
// formats (LeetCode's literal inputs too: model.js normaliseLeetCode) and loaded,
// read by the solver worker ('pursuit.parse'); and the board the page opens with (the
// link's, else a preset). The paste box itself (the draft, a big paste kept aside,
// the error's place) is paste.js.
//
//   const text = createText(page, { solve, forgetLinkPlay });
//   await text.open(params, restored)   the board the page opens with (restored: the
//                                       box holds the reader's own text from a draft)
//   text.loadPasted()                   Load (also Ctrl+Enter in the box)
//   text.loadPreset(id, { keepText })   a preset, its text put in the box unless keepText
//   text.baseModel()                    the preset's model as loaded (an unedited preset
//                                       is linked by its id), or null
//   text.render(s, prev)                the picker and the paste error follow the state
//   text.relabel()                      the presets' names and note in a new language
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { say } from '../../core/say.js';
import * as M from './model.js';
import { PRESETS, presetById } from './presets.js';
import { modelFromFragment } from './link-codec.js';
import { draft, selectLineColumn, renderPasteError, setText, setUpBigPaste, pastedText, textIsAside, clearAside } from './paste.js';

export function createText(page, hooks) {
  const { store, updates, client } = page;
  const S = () => store.get();
  let baseModel = null; // the preset's model as loaded (an unedited preset is linked by its id)
  let undoModel = null; // the board a preset replaced, back with Undo

  // A model of a text in one of the formats (LeetCode's literal inputs too), of the
  // family the format names.
  async function modelOfText(text, format) {
    const norm = M.normaliseLeetCode(text, format);
    let spec;
    try {
      spec = await client.call('pursuit.parse', { text: norm.text, preset: format });
    } catch (e) {
      if (e.line) {
        const at = norm.map(e.line, e.column);
        throw new M.TextError(e.message.replace(/^line \d+, column \d+: /, ''), at.line, at.column);
      }
      throw e;
    }
    let labels = null;
    if (spec.board.kind === 'graph') labels = Array.from({ length: spec.board.n }, (_, i) => String(format === 'cop-robber' ? i + 1 : i));
    return M.fromSpec(spec, format, labels);
  }

  async function loadPasted() {
    const text = pastedText();
    const format = $('paste-format').value === 'auto' ? M.detectFormat(text) : $('paste-format').value;
    updates.pasteError(null);
    try {
      const m = await modelOfText(text, format);
      draft.markClean(text);
      baseModel = null;
      $('preset-note').textContent = t('pg.loadedFrom', { format: $('paste-format').querySelector('option[value="' + format + '"]').textContent });
      updates.newModel(m, '');
      hooks.solve.schedule(true);
    } catch (e) {
      updates.pasteError(e);
      if (e.line && !textIsAside()) selectLineColumn($('paste-text'), e.line, e.column);
      updates.status(e.line ? 'pg.st.textErrorAt' : 'pg.st.textError', e.line ? { line: fmt(e.line), column: fmt(e.column) } : null, 'error');
    }
  }

  async function loadPreset(id, { keepText = false } = {}) {
    const p = presetById(id);
    if (!p) return;
    const prev = { model: S().model, presetId: S().presetId };
    $('preset').value = id;
    $('preset-note').textContent = t('pg.presetNote.' + p.id);
    if (!keepText) {
      const replaced = setText(p.text.length < 5000 ? p.text : '', p.format);
      if (replaced) {
        undoModel = prev;
        $('undo-text').textContent = t('pg.undoText');
      }
    }
    updates.pasteError(null);
    const m = await modelOfText(p.text, p.format);
    baseModel = m;
    updates.newModel(m, id);
    hooks.solve.schedule(true);
  }

  function fillPresets() {
    const sel = $('preset');
    const keep = sel.value;
    sel.textContent = '';
    for (const p of PRESETS) sel.add(new Option(t('pg.preset.' + p.id), p.id));
    sel.add(new Option(t('pg.yourOwn'), ''));
    sel.value = keep;
  }

  // The board the page opens with: the link's, else its preset (else the article's).
  async function open(params, restored) {
    const id = presetById(params.get('preset')) ? params.get('preset') : 'article';
    let broken = false;
    try {
      const m = await modelFromFragment(params, (text) => modelOfText(text, 'police-thief'));
      if (m) {
        const p = presetById(params.get('preset'));
        $('preset-note').textContent = p ? t('pg.presetNote.' + p.id) : '';
        if (!restored) setText(m.kind === 'grid' ? M.toText(m) : M.toAdjacency(m), m.kind === 'grid' ? 'police-thief' : 'cat-mouse');
        updates.newModel(m, p ? p.id : '');
        hooks.solve.schedule(true);
        return;
      }
    } catch (e) {
      broken = true;
      hooks.forgetLinkPlay(); // moves of a board that could not be read
    }
    await loadPreset(id, { keepText: restored });
    // said where the preset's solve does not clear it (it clears the board's error)
    if (broken) say($('preset-note'), () => t('pg.linkBroken'));
  }

  $('load-text').addEventListener('click', () => loadPasted());
  setUpBigPaste();
  fillPresets();
  $('preset').addEventListener('change', () => {
    const id = $('preset').value;
    if (id) loadPreset(id).catch((e) => updates.status('pg.st.error', { message: e.message }, 'error'));
  });
  $('undo-preset').addEventListener('click', () => {
    const text = draft.takeUndo();
    $('undo-row').hidden = true;
    if (text === null) return;
    clearAside();
    $('paste-text').value = text;
    draft.save(text);
    draft.markClean('');
    $('paste-box').open = true;
    if (undoModel && undoModel.model) {
      baseModel = null;
      updates.newModel(undoModel.model, undoModel.presetId === S().presetId ? '' : undoModel.presetId);
      $('preset-note').textContent = '';
      hooks.solve.schedule(true);
    }
    undoModel = null;
  });

  function render(s, prev) {
    if (s.pasteError !== prev.pasteError) renderPasteError(s.pasteError);
    if (s.presetId !== prev.presetId) $('preset').value = s.presetId;
    // an edited preset: the picker says "(your own)", the note where it came from
    if (s.editedFrom !== prev.editedFrom && s.editedFrom) say($('preset-note'), () => t('pg.editedFrom', { name: t('pg.preset.' + s.editedFrom) }));
  }

  function relabel() {
    fillPresets();
    const p = presetById(S().presetId);
    if (p && baseModel) $('preset-note').textContent = t('pg.presetNote.' + p.id);
  }

  return { open, loadPasted, loadPreset, baseModel: () => baseModel, render, relabel };
}
