// Dawson's chess as the octal game 0.137. On a board of 3 rows and n columns, n
// white pawns face n black pawns with an empty row between them; captures are
// compulsory, and here whoever cannot move loses. Play breaks the files into independent
// groups, and a group of n files behaves as a heap of n tokens of the octal game
// 0.137. An octal code 0.d1 d2 d3 ... says what a move may do: removing k tokens
// from a heap is allowed when digit dk holds
//   1: ... and the heap was exactly k (no heap is left),
//   2: ... leaving one smaller heap,
//   4: ... leaving two non-empty heaps (the rest split in two).
// So 0.137: take 1 token only as a whole heap; take 2 from an end of a heap; take
// 3 from anywhere (one or two heaps left). The values (OEIS A002187, Dawson's
// chess) are 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 for heaps 0..15; 14 pawns on each side
// are worth 0: the player who starts loses.
// The code is a parameter: '0.07' is Dawson's Kayles, '0.77' Kayles, '0.6' Officers,
// '4.07' lets a move also split a heap without taking anything.
// 14 files: 52 positions are reachable. Bigger: start = [40] (a few thousand).
const title = { en: "Dawson's chess (octal game 0.137)", uk: 'Шахи Довсона (октальна гра 0.137)' };
const description = {
  en: "Pawns face each other on a board of three rows with an empty row between them, and capturing is compulsory. Each group of files is a heap of the octal game 0.137: take 1 token if it is the whole heap, 2 from an end, 3 from anywhere. With 14 files the first player loses.",
  uk: 'Білі пішаки стоять навпроти чорних на дошці з трьох рядів, між ними порожній ряд, і бити обов’язково. Кожна група вертикалей — купка октальної гри 0.137: 1 фішку можна взяти, лише якщо це вся купка, 2 — з краю, 3 — будь-де. На 14 вертикалях перший гравець програє.',
};
const teaches = {
  en: 'Octal codes: how one string of digits describes a whole family of take-and-break games.',
  uk: 'Октальні коди: як один рядок цифр описує цілу родину ігор «взяти й розбити».',
};
const group = 'octal';
const CODE = '0.137';
const start = [14]; // the sorted list of the heaps

// digit[k]: the octal digit for taking k tokens (digit[0] is the one before the point)
const digit = CODE.replace('.', '').split('').map(Number);

function moves(heaps) {
  const next = [];
  heaps.forEach((n, i) => {
    if (i > 0 && heaps[i - 1] === n) return; // the same heap size again: the same moves
    const rest = heaps.filter((_, j) => j !== i);
    const leave = (...parts) => next.push([...rest, ...parts].sort((a, b) => a - b));
    for (let k = 0; k < digit.length && k <= n; k++) {
      const d = digit[k];
      if (k > 0 && d & 1 && n === k) leave(); // the whole heap
      if (k > 0 && d & 2 && n > k) leave(n - k); // one smaller heap
      if (d & 4) for (let a = 1; 2 * a <= n - k; a++) leave(a, n - k - a); // two heaps
    }
  });
  return next;
}

function tokensUk(k) {
  const d = k % 10, dd = k % 100;
  if (d === 1 && dd !== 11) return `${k} фішку`;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return `${k} фішки`;
  return `${k} фішок`;
}
function moveName(p, q) {
  // the heap moved in: the one of p that q no longer has
  const left = q.slice();
  let heap = 0;
  for (const h of p) {
    const j = left.indexOf(h);
    if (j >= 0) left.splice(j, 1);
    else heap = h;
  }
  const taken = heap - left.reduce((s, x) => s + x, 0);
  if (taken === 0) return { en: `split ${heap} into ${left.join(' and ')}`, uk: `розділити ${heap} на ${left.join(' і ')}` };
  // (what is left said too: taking 1 from 3 may leave 2, or 1 and 1)
  if (left.length === 0) return { en: `take ${taken} from ${heap}, leaving none`, uk: `узяти ${tokensUk(taken)} з купки ${heap}, нічого не лишивши` };
  return { en: `take ${taken} from ${heap}, leaving ${left.join(' and ')}`, uk: `узяти ${tokensUk(taken)} з купки ${heap}, лишивши ${left.join(' і ')}` };
}
// The heaps side by side, a gap between two heaps.
const WIDTH = 2 * start.reduce((s, x) => s + x, 0);
function show(heaps) { return [heaps.map((h) => 'o'.repeat(h)).join('.').padEnd(WIDTH, '.')]; }
const legend = { o: { color: '#4a4a4a', text: '♟' }, '.': { color: '' } };
