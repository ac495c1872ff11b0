// The race page's link (link-codec.js: the codec): the address bar follows the state (at
// most every LINK_EVERY_MS, browsers throttle it; main.js waits for a race's pause), Copy
// link, the note under the link buttons (a link too long for its boards), and what
// of the page's link could not be used (a field that does not parse, a board or a
// step it lacks), said over the caption (#link-part, also embedded).
//
//   const link = createLink(page);
//   link.write()               the address bar from the state
//   link.copy()                Copy link
//   link.addLinkPart(key, vars), link.sayLinkParts()
//   link.relabel()             in a new language
import { t } from '../../core/i18n.js';
import { say } from '../../core/say.js';
import { $, isEmbed } from '../../core/dom.js';
import { encodeState } from './link-codec.js';

const LINK_EVERY_MS = 100; // the address bar is rewritten at most this often (browsers throttle it)

export function createLink(page) {
  const { store, draft, fromUrl } = page;
  // [[key, vars]]: what of the link could not be used
  const linkParts = fromUrl.damaged.map((part) => ['linkpart.damaged', { part }]);
  let linkTooBig = false;
  let lastLinkAt = 0;
  let linkTimer = 0;
  let linkNote = { key: '', kind: '' };

  function sayLinkParts() {
    const el = $('link-part');
    el.hidden = !linkParts.length;
    if (linkParts.length) say(el, () => linkParts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
  }

  function write() {
    clearTimeout(linkTimer);
    const wait = lastLinkAt + LINK_EVERY_MS - Date.now();
    if (wait > 0) {
      linkTimer = setTimeout(write, wait);
      return;
    }
    const s = store.get();
    if (!s.boards.length || (s.error && !s.fromEdit) || s.phase === 'failed') return;
    lastLinkAt = Date.now();
    const langM = /[#&]lang=([a-z]+)/.exec(location.hash);
    const enc = encodeState(s, { embed: isEmbed(), lang: langM ? langM[1] : null });
    linkTooBig = enc.tooBig;
    const url = location.href.replace(/#.*$/, '') + (enc.hash ? '#' + enc.hash : '');
    if (url !== location.href) {
      try {
        history.replaceState(null, '', url);
      } catch (e) {
        // some file:// setups refuse: the link is just not updated
      }
    }
    if (!linkTooBig) draft.markClean(s.text);
    setLinkNote(linkTooBig ? 'race.link.tooBig' : '', linkTooBig ? 'warn' : '');
  }

  // The note under the link buttons (said again when the language changes).
  function setLinkNote(key, kind) {
    linkNote = { key, kind };
    const note = $('link-note');
    note.textContent = key ? t(key) : '';
    note.className = 'note' + (kind ? ' ' + kind : '');
  }

  function copy() {
    const done = (ok) => {
      setLinkNote(linkTooBig ? 'race.link.copiedNoBoards' : ok ? 'race.link.copied' : 'race.link.copyBar', ok && !linkTooBig ? 'ok' : 'warn');
    };
    write();
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(location.href).then(() => done(true), () => done(false));
    else done(false);
  }

  $('copy-link').addEventListener('click', copy);

  return {
    write,
    copy,
    addLinkPart: (key, vars) => linkParts.push([key, vars]),
    sayLinkParts,
    relabel: () => setLinkNote(linkNote.key, linkNote.kind),
  };
}
