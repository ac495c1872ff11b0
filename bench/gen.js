// The benchmark's graph generators in JavaScript: bit for bit the same as
// bench/gen.hpp (read it for the definitions), so that the WebAssembly benchmark
// solves the very graphs the native one solves. Only 32-bit integer operations
// (Math.imul, >>> 0), so every step is exact.
'use strict';

function mix32(z) {
  z = (z ^ (z >>> 16)) >>> 0;
  z = Math.imul(z, 0x85ebca6b) >>> 0;
  z = (z ^ (z >>> 13)) >>> 0;
  z = Math.imul(z, 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

const rotl = (x, k) => ((x << k) | (x >>> (32 - k))) >>> 0;

// xoshiro128**, seeded like bench::Rng.
class Rng {
  constructor(seed) {
    this.s = new Uint32Array(4);
    for (let i = 0; i < 4; i++) this.s[i] = mix32((seed + Math.imul(i, 0x9e3779b9)) >>> 0);
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[0] = 1;
  }
  next() {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  }
  // floor(r * k / 2^32), exact: r split into 16-bit halves.
  below(k) {
    const r = this.next();
    const hi = r >>> 16;
    const lo = r & 0xffff;
    return Math.floor((hi * k + Math.floor((lo * k) / 65536)) / 65536);
  }
}

const mega = (x) => (x % 1000000 === 0 ? `${x / 1000000}M` : `${x}`);
const label = (spec) => `${spec.kind} ${mega(spec.n)}/${mega(spec.m)}`;

// Returns an Int32Array of 2m vertex ids: u0 v0 u1 v1 ...
function generate(spec) {
  const { kind, n, m, seed } = spec;
  const e = new Int32Array(2 * m);
  const rng = new Rng(seed);
  for (let i = 0; i < m; i++) {
    let u;
    let v;
    if (kind === 'uniform') {
      u = rng.below(n);
      v = rng.below(n);
    } else {
      u = 1 + rng.below(n - 1);
      const coin = rng.next() & 15;
      v = coin !== 0 ? rng.below(u) : rng.below(n);
    }
    e[2 * i] = u;
    e[2 * i + 1] = v;
  }
  return e;
}

// FNV-1a over 32-bit words, as bench::Fnv.
function fnvWords(h, w) {
  return Math.imul((h ^ w) >>> 0, 16777619) >>> 0;
}

function edgeChecksum(e) {
  let h = 2166136261;
  for (let i = 0; i < e.length; i++) h = fnvWords(h, e[i] >>> 0);
  return h;
}

function solutionChecksum(outcome, depth) {
  let h = 2166136261;
  for (let v = 0; v < outcome.length; v++) {
    h = fnvWords(h, outcome[v]);
    h = fnvWords(h, depth[v] >>> 0);
  }
  return h;
}

const hex = (x) => (x >>> 0).toString(16).padStart(8, '0');

// The graphs of bench_graph's native section, in the same order.
function nativeSpecs(quick) {
  if (quick) {
    return [
      { kind: 'uniform', n: 1000000, m: 3000000, seed: 1 },
      { kind: 'mixed', n: 1000000, m: 3000000, seed: 2 },
    ];
  }
  return [
    { kind: 'uniform', n: 1000000, m: 3000000, seed: 1 },
    { kind: 'uniform', n: 4000000, m: 12000000, seed: 1 },
    { kind: 'mixed', n: 1000000, m: 3000000, seed: 2 },
    { kind: 'mixed', n: 4000000, m: 12000000, seed: 2 },
  ];
}

module.exports = { Rng, generate, edgeChecksum, solutionChecksum, hex, label, nativeSpecs };
