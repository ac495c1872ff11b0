// The reader's work is not lost: a page's text is saved in localStorage as it
// is typed and offered back on reload; replacing it (an example picked over
// edited text) can be undone; leaving with edits that are in neither the link
// nor the storage asks first.
//
//   const draft = createDraft('graph');       // one per page ({ keep: false }: nothing stored)
//   draft.save(text)  draft.load()  draft.clear()
//   draft.save(text, { gated: true })  draft.gated()  draft.ungate(text)
//                    // a text that came in a link and was never run (the rules
//                    // page's script): the next visit shows it behind Run, as the
//                    // link did, until the reader runs it (ungate)
//   draft.markClean(text)  draft.isDirty(text)  // against the last text the URL holds
//   draft.keepUndo(text)  draft.takeUndo()      // the text an example replaced

const PREFIX = 'gamegraph.draft.';
// Texts over this size are not saved (localStorage holds a few MB per site).
const MAX_DRAFT_CHARS = 1_000_000;

function storage() {
  try {
    const s = globalThis.localStorage;
    s.getItem('x');
    return s;
  } catch (e) {
    return null; // file:// in some browsers, private mode
  }
}

// keep: false for a page that must leave nothing behind (an embed: a course page's
// game, or a stranger's, is never the reader's draft): nothing is stored or read.
export function createDraft(page, { keep = true } = {}) {
  const key = PREFIX + page;
  const gateKey = key + '.gated';
  let clean = null;
  let undo = null;
  let saved = true;
  const store = keep ? storage() : null;
  const draft = {
    save(text, { gated = false } = {}) {
      saved = false;
      if (!store || text.length > MAX_DRAFT_CHARS) return false;
      try {
        // the gate first: a text stored without the gate it needs is never left behind
        if (gated) store.setItem(gateKey, '1');
        store.setItem(key, text);
        if (!gated) store.removeItem(gateKey);
        saved = true;
      } catch (e) {
        saved = false; // quota
      }
      return saved;
    },
    load() {
      return store ? store.getItem(key) : null;
    },
    gated() {
      return !!store && store.getItem(gateKey) === '1';
    },
    // The reader ran text: if it is the one saved, it no longer waits for Run.
    ungate(text) {
      if (store && store.getItem(key) === text) store.removeItem(gateKey);
    },
    clear() {
      if (store) {
        store.removeItem(key);
        store.removeItem(gateKey);
      }
    },
    markClean(text) {
      clean = text;
    },
    isDirty(text) {
      return clean !== null && text !== clean;
    },
    keepUndo(text) {
      undo = text;
    },
    takeUndo() {
      const u = undo;
      undo = null;
      return u;
    },
    hasUndo: () => undo !== null,
    // Asks before the page is left with edits that were not saved anywhere.
    guardUnload(currentText) {
      window.addEventListener('beforeunload', (ev) => {
        const text = currentText();
        if (text === null || !draft.isDirty(text) || saved) return;
        ev.preventDefault();
        ev.returnValue = '';
      });
    },
  };
  return draft;
}
