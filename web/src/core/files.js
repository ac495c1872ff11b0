// Files a page writes for the reader: a download, CSV (safe to open in a
// spreadsheet: a cell that would start a formula is neutralised) and JSON.

export function download(name, data, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// One CSV field: quoted where it must be, and a leading = + - @ (or tab, CR)
// prefixed with ' so that a spreadsheet shows it as text instead of running it
// (OWASP "CSV injection"). Numbers pass as they are, and so does text that is
// only a number ("-3", a position's key): a spreadsheet reads it as that number,
// and it runs nothing. ("-1/2", a game's value, is an expression a spreadsheet
// would work out: kept as text.)
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
export function csvField(v) {
  // (a finite number's text; -Infinity's would be read as a formula)
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s)) s = "'" + s;
  return /[",\r\n']/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

// rows: arrays of fields; header: the first row. Returns the CSV text.
export function csv(header, rows) {
  const out = [header.map(csvField).join(',') + '\n'];
  for (const r of rows) out.push(r.map(csvField).join(',') + '\n');
  return out.join('');
}

export function json(value) {
  return JSON.stringify(value, null, 1) + '\n';
}
