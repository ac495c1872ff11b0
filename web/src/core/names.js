// The names of a solved graph's vertices, read without building millions of
// strings. A result carries its names in one of three ways:
//   names                  an array of strings (small graphs, the traced solve);
//   nameBytes, nameStart   the named form's names as UTF-8 (each followed by '\n')
//                          and n + 1 offsets into it: one name is decoded when shown;
//   neither                the cp forms: the names are the numbers 1..n (cp) or
//                          0..n-1 (cp0).
// vertexName decodes one; allNames builds the whole array (once per result, for
// a sort or a search by name), or gives null for the cp forms (names are numbers).

const decoder = new TextDecoder('utf-8', { ignoreBOM: true }); // a name may begin with U+FEFF
const cache = new WeakMap(); // result -> array of every name

// How much of a name is shown in text (the table, explanations, moves, menus): a
// name can be megabytes long (one line of a file); only its start is looked at.
export const NAME_SHOWN_MAX = 200;

// name cut to at most max characters (code points), the cut marked with '…'.
export function clipName(name, max = NAME_SHOWN_MAX) {
  if (name.length <= max) return name;
  const head = Array.from(name.slice(0, 2 * max + 1));
  if (head.length <= max && name.length <= 2 * max) return name;
  return head.slice(0, max - 1).join('') + '…';
}

// The name of v as shown in text: clipName(vertexName(result, v)).
export function shownName(result, v) {
  return clipName(vertexName(result, v));
}

export function firstNumber(result) {
  return result.format === 'cp0' ? 0 : 1;
}

export function vertexName(result, v) {
  const all = result.names || cache.get(result);
  if (all) return all[v];
  if (result.nameBytes) {
    const s = result.nameStart;
    return decoder.decode(result.nameBytes.subarray(s[v], s[v + 1] - 1));
  }
  return String(v + firstNumber(result));
}

export function allNames(result) {
  if (result.names) return result.names;
  if (!result.nameBytes) return null;
  let all = cache.get(result);
  if (!all) {
    const joined = decoder.decode(result.nameBytes);
    all = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    cache.set(result, all);
  }
  return all;
}

// allNames in slices of about 1 MB of names, for the page's thread (no worker):
// await pause() runs between two slices (and may throw to stop). The same array.
export async function allNamesInSlices(result, pause) {
  if (result.names) return result.names;
  if (!result.nameBytes) return null;
  const bytes = result.nameBytes;
  const all = [];
  const SLICE = 1 << 20;
  for (let at = 0; at < bytes.length; ) {
    let end = Math.min(bytes.length, at + SLICE);
    while (end < bytes.length && bytes[end - 1] !== 10) end++; // each name ends with '\n': a character boundary
    const part = decoder.decode(bytes.subarray(at, end - 1)).split('\n');
    for (let i = 0; i < part.length; i++) all.push(part[i]);
    at = end;
    if (at < bytes.length) await pause();
  }
  cache.set(result, all);
  return all;
}
