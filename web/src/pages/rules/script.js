// The script on the rules page: the editor (code-editor.js), the draft kept in the
// browser as it is typed (core/draft.js: restored on the next visit, undo of an
// example picked over it, a warning on leaving with edits), the examples' picker
// and gallery (gallery.js), and which script the page opens with: a link's (shown,
// waiting for Run; run at once in an embed), the draft, or the first example.
//
//   const script = createScript(page, { run });
//   script.editor
//   script.pick(id)              an example in the editor, run
//   await script.open(linked)    the page's first script ({ text, example }: link.open())
//   script.setSource(text)       the editor's text, as typed
//   script.render(st, prev)      the picker follows the state
//   script.fillExamples()        the picker and the gallery in the reader's language
//   script.relabel()             in a new language
// run(): the run of the editor's script (run.js).
import { t } from '../../core/i18n.js';
import { $, isEmbed } from '../../core/dom.js';
import { createCodeEditor } from './code-editor.js';
import { exampleById } from './examples.js';
import { createGallery } from './gallery.js';

const FIRST = 'tictactoe';

export function createScript(page, { run }) {
  const { S, store, draft } = page;
  const editor = createCodeEditor($('code'), {
    onChange: (text) => {
      S.edited(text);
      // a link's script, edited before it was ever run, keeps the link's gate
      draft.save(text, { gated: store.get().fromLink });
    },
    onRun: () => run(),
    label: t('rules.editorAria'),
  });

  // The examples' picker and gallery, in the reader's language (gallery.js).
  const gallery = createGallery({ select: $('example'), dialog: $('gallery'), openButton: $('gallery-open'), onPick: (id) => pick(id) });
  function fillExamples() {
    gallery.render(store.get().example || '');
  }

  function showUndo(show) {
    $('undo-note').hidden = !show;
  }

  let undoGated = false;
  function pick(id) {
    const e = exampleById(id);
    if (!e) return;
    const st = store.get();
    const current = editor.text();
    $('draft-note').hidden = true;
    // Edited text (typed, restored from the last visit, or from a link) is kept for an
    // Undo; a link's script not run yet comes back as it was, waiting for Run.
    if (!st.example && current.trim() && current !== e.text) {
      draft.keepUndo(current);
      undoGated = st.fromLink;
      showUndo(true);
    } else {
      showUndo(false);
    }
    editor.setText(e.text);
    S.picked(id, e.text);
    draft.markClean(e.text);
    return run();
  }

  function undoExample() {
    const text = draft.takeUndo();
    showUndo(false);
    if (text === null) return;
    editor.setText(text);
    if (undoGated) {
      S.linked(text);
      draft.save(text, { gated: true });
      editor.view.focus();
      return;
    }
    S.edited(text);
    draft.save(text);
    editor.view.focus();
    return run();
  }

  async function open({ text, example }) {
    if (text !== null) {
      editor.setText(text);
      draft.markClean(text);
      if (isEmbed()) {
        // An embed is ready to play: its script runs at once, in the sandbox as
        // always (no network, no page, no storage: README, "Safety"); an embed keeps
        // no draft, so nothing of it runs again on a later visit.
        S.edited(text);
        await run();
        return;
      }
      // A script from a link is shown, not run: the reader presses Run.
      S.linked(text);
      return;
    }
    const linked = exampleById(example || '') ? example : null;
    const saved = linked ? null : draft.load();
    S.options({ status: 'idle' });
    if (saved && saved.trim() && draft.gated()) {
      // a link's script from the last visit, edited but never run: still behind Run
      editor.setText(saved);
      S.linked(saved);
      draft.markClean(saved);
      $('draft-note').hidden = false;
      return;
    }
    if (saved && saved.trim()) {
      // the reader's own script from the last visit: shown and run
      editor.setText(saved);
      S.edited(saved);
      draft.markClean(saved);
      $('draft-note').hidden = false;
      await run();
      return;
    }
    await pick(linked || FIRST);
  }

  function render(st, prev) {
    if (!prev || st.example !== prev.example) $('example').value = st.example || '';
  }

  $('example').addEventListener('change', () => {
    if ($('example').value) pick($('example').value);
  });
  $('undo-example').addEventListener('click', () => undoExample());
  $('undo-dismiss').addEventListener('click', () => {
    draft.takeUndo();
    showUndo(false);
  });
  draft.guardUnload(() => editor.text());

  return {
    editor,
    pick,
    open,
    setSource(text) {
      editor.setText(text);
      S.edited(text);
    },
    render,
    fillExamples,
    relabel() {
      fillExamples();
      editor.setLabel(t('rules.editorAria'));
    },
  };
}
