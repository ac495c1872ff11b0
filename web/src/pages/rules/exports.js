// What the rules page saves of the game solved: its state graph as text, its
// positions as CSV or JSON. The sandbox writes each file in parts (never one text
// of it), each made a Blob as it comes (the browser holds a Blob's bytes outside
// the page's heap, and on disk when they are many: the gigabytes of a big game's
// table never sit in the page's memory as text), then joined in one Blob; a long
// export says how far it is (#link-note).
//
//   createExports(page)    wires the export menu's buttons
//   fileBase(summary)      the files' name: the game's title, or 'rules'
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { download } from '../../core/files.js';

export function fileBase(summary) {
  const name = (summary && summary.title ? summary.title : 'rules').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return name || 'rules';
}

export function createExports(page) {
  const { store, sandbox } = page;

  async function exportAs(kind) {
    $('export-menu').open = false;
    const type = { graph: 'text/plain;charset=utf-8', csv: 'text/csv;charset=utf-8', json: 'application/json' }[kind];
    const parts = [];
    try {
      let from = 0;
      while (from >= 0) {
        const part = await sandbox.call('export', { kind, from });
        parts.push(new Blob([part.text], { type }));
        if (part.next >= 0 && part.n > 100000) $('link-note').textContent = t('rules.exporting', { done: fmt(part.next), n: fmt(part.n) });
        from = part.next;
      }
      $('link-note').textContent = '';
      const name = fileBase(store.get().summary) + (kind === 'graph' ? '-graph.txt' : kind === 'csv' ? '.csv' : '.json');
      download(name, new Blob(parts, { type }));
    } catch (e) {
      $('link-note').textContent = t('rules.exportFailed', { message: String(e.message) });
    }
  }

  $('export-graph').addEventListener('click', () => exportAs('graph'));
  $('export-csv').addEventListener('click', () => exportAs('csv'));
  $('export-json').addEventListener('click', () => exportAs('json'));

  return { exportAs };
}
