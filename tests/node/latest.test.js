'use strict';
// Only the latest answer counts (web/src/core/latest.js, the pages' one guard for
// answers that come after a newer question was asked): a ticket is current until
// the next question or a drop; an older answer coming last is still dropped.
//
//   node --test tests/node/latest.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const { createLatest } = loadPageModule('web/src/core/latest.js');

test('a ticket is current until the next question', () => {
  const latest = createLatest();
  const a = latest.next();
  assert.equal(a.current(), true);
  assert.equal(a.current(), true, 'asked again, the same answer');
  const b = latest.next();
  assert.equal(a.current(), false);
  assert.equal(b.current(), true);
});

test('ticket(): the latest question, without asking a new one', () => {
  const latest = createLatest();
  const before = latest.ticket();
  assert.equal(before.current(), true, 'nothing asked yet: the first ticket is the latest');
  const a = latest.next();
  const same = latest.ticket();
  assert.equal(before.current(), false);
  assert.equal(a.current(), true);
  assert.equal(same.current(), true);
  latest.next();
  assert.equal(same.current(), false);
});

test('drop(): every ticket so far is stale, the next one current', () => {
  const latest = createLatest();
  const a = latest.next();
  const read = latest.ticket();
  latest.drop();
  assert.equal(a.current(), false);
  assert.equal(read.current(), false);
  const b = latest.next();
  assert.equal(b.current(), true);
  assert.equal(a.current(), false);
});

test('guards are independent of one another', () => {
  const views = createLatest();
  const solves = createLatest();
  const v = views.next();
  const s = solves.next();
  solves.next();
  assert.equal(v.current(), true);
  assert.equal(s.current(), false);
});

test('answers coming out of order: only the latest question is answered', async () => {
  const latest = createLatest();
  const shown = [];
  const ask = async (name, ms) => {
    const ticket = latest.next();
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (ticket.current()) shown.push(name);
  };
  // the last one asked is the one shown, though the first answers come last
  await Promise.all([ask('first', 30), ask('second', 20), ask('last', 1)]);
  assert.deepEqual(shown, ['last']);
});
