// The race page (race.html): the text of the boards, the solve in WebAssembly
// (gg.solveRace), the verdict and why, the board with its distance layers, the
// board editor, the replay of the race, and the state in the URL. Exposes
// window.raceApp for scripting and for the tests.
/* global GameGraph */
(function () {
  'use strict';
  var RACE = window.RACE;
  var GG = window.GG;
  var STEP = 6;
  var AUTO_SOLVE_CHARS = 400000; // longer texts are solved on request only
  var SOLVE_WHILE_DRAGGING_N = 100; // bigger boards are solved when the drag ends
  var MOVES_LISTED = 160; // races up to this many steps list every step

  var $ = function (id) {
    return document.getElementById(id);
  };
  var appEl = $('app');
  var editor = new GG.Editor($('editor'));
  var view = new RACE.BoardView($('board'), $('board-wrap'));
  var gg = null;

  var state = {
    boards: [], // { n, cells, a, b } from the last good text or the editor
    sols: [], // RaceSolution per board, null where unknown (edited into an error)
    index: 0,
    mode: 'layers',
    line: 'race', // or 'full'
    jump: 'mandatory',
    step: 0,
    playing: false,
    speed: 2,
    speedChosen: false,
    edit: false,
    tool: 'wall',
    error: null,
    fromEdit: false, // the text was written by the board editor
    solveCount: 0,
    ms: 0,
  };
  var race = null; // the replayed race: see prepareRace

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  function fmt(x) {
    return window.GG && GG.fmt ? GG.fmt(x) : Number(x).toLocaleString('en-US');
  }
  // "{n} steps" and the like, in the page's language (key: a plural entry of web/i18n/<lang>.js).
  function plural(k, key) {
    return t(key, { count: k, n: fmt(k) });
  }
  function sq(n, q) {
    return 'r' + (Math.floor(q / n) + 1) + 'c' + ((q % n) + 1);
  }
  function who(p) {
    return p === 0 || p === 'A' ? '<span class="pa">A</span>' : '<span class="pb">B</span>';
  }

  // ---- status and errors -----------------------------------------------------------------

  // The interface's words (web/i18n/<lang>.js, through web/js/i18n.js).
  function t(key, vars) {
    return window.GG && GG.t ? GG.t(key, vars) : key;
  }

  // html: a string, or a function giving it (said again when the language changes).
  var lastStatus = null;
  function setStatus(html, kind) {
    lastStatus = { html: html, kind: kind };
    if (typeof html === 'function') html = html();
    var el = $('status');
    el.innerHTML = html;
    el.className = 'status' + (kind ? ' ' + kind : '');
  }

  function showError(err) {
    state.error = err;
    var box = $('parse-error');
    if (!err) {
      box.hidden = true;
      editor.clearError();
      return;
    }
    $('parse-error-text').textContent = err.message;
    $('show-error').hidden = !err.line;
    box.hidden = false;
    if (err.line) {
      editor.setError({ line: err.line, column: err.column, message: err.message });
      editor.scrollToError();
    } else {
      editor.clearError();
    }
  }

  // ---- solving ---------------------------------------------------------------------------

  function solveText(text) {
    if (!gg) return;
    appEl.dataset.status = 'busy';
    var t0 = performance.now();
    var res = null;
    var err = null;
    try {
      res = gg.solveRace(text, { jump: state.jump });
    } catch (e) {
      err = e;
    }
    state.ms = performance.now() - t0;
    state.solveCount++;
    if (err) {
      showError({ message: err.message || String(err), line: err.line, column: err.column });
      if (state.fromEdit) {
        // The board editor made the text: its board is right, just not solvable.
        state.sols[state.index] = null;
      }
      appEl.classList.toggle('stale', !state.fromEdit);
      setStatus(function () {
        return err.line ? t('race.st.errorAt', { line: err.line, column: err.column }) : t('race.st.error');
      }, 'error');
      pause();
      renderAll();
    } else {
      showError(null);
      appEl.classList.remove('stale');
      state.sols = res;
      state.boards = res.map(function (s) {
        return { n: s.n, cells: s.cells, a: s.a, b: s.b };
      });
      if (state.index >= res.length) state.index = 0;
      var biggest = 0;
      res.forEach(function (s) {
        biggest = Math.max(biggest, s.n);
      });
      var count = res.length;
      var ms = state.ms;
      setStatus(function () {
        return t('race.st.solved', {
          count: count, size: biggest > 20 ? t(count > 1 ? 'race.st.upTo' : 'race.st.size', { n: biggest }) : '', ms: fmt(Math.round(ms)),
        });
      }, 'ok');
      renderAll();
    }
    appEl.dataset.status = 'idle';
  }

  var solveTimer = 0;
  function solveSoon(delay) {
    clearTimeout(solveTimer);
    solveTimer = setTimeout(function () {
      solveText(editor.getText());
    }, delay);
  }
  function solveNow() {
    clearTimeout(solveTimer);
    solveText(editor.getText());
  }

  // ---- the verdict -----------------------------------------------------------------------

  function renderTabs() {
    var tabs = $('board-tabs');
    var count = state.boards.length;
    tabs.hidden = count <= 1;
    if (count <= 1) {
      tabs.innerHTML = '';
      return;
    }
    var html = '';
    var out = [];
    for (var i = 0; i < count; i++) {
      var s = state.sols[i];
      var w = s ? s.winner : '?';
      out.push(w);
      html += '<button type="button" class="tab" role="tab" data-board="' + i + '" aria-selected="' + (i === state.index) + '">' +
        t('race.tab', { i: i + 1 }) + ' ' + (s ? who(w) : '<span class="muted">?</span>') + '</button>';
    }
    html += '<span class="out muted">' + t('race.output') + ' <code>' + esc(out.join(' ')) + '</code></span>';
    tabs.innerHTML = html;
  }

  function renderVerdict() {
    var s = state.sols[state.index];
    var bd = state.boards[state.index];
    var badge = $('winner-badge');
    var why = $('why');
    var full = $('full-check');
    if (!s) {
      badge.textContent = '–';
      badge.className = 'winner-badge';
      $('verdict-title').textContent = t(bd ? 'race.noAnswer' : 'race.noBoard');
      $('verdict-sub').textContent = state.error ? t('race.fixFirst', { msg: state.error.message }) : '';
      why.innerHTML = '';
      full.innerHTML = '';
      full.className = 'full-check';
      full.hidden = true;
      return;
    }
    var n = s.n;
    var D = s.distance;
    var m = s.middleLayer;
    var k = s.middle.length;
    var W = s.winner;
    badge.textContent = W;
    badge.className = 'winner-badge ' + (W === 'A' ? 'win-a' : 'win-b');
    $('verdict-title').textContent = t('race.wins', { w: W });
    $('verdict-sub').textContent = (state.boards.length > 1 ? t('race.boardOf', { i: state.index + 1, n: state.boards.length }) + ' · ' : '') +
      t('race.verdictSub', { n: n, a: sq(n, s.a), b: sq(n, s.b), ms: s.ms < 1 ? '< 1' : fmt(Math.round(s.ms)) });
    var items = [];
    items.push(t('race.why.D', { d: fmt(D), steps: plural(D, 'race.nSteps') }));
    var mid = t('race.why.mid', { m: fmt(m), squares: plural(k, 'race.nSquares') });
    var ord = { mid: mid, m: fmt(m), ord: ordinal(m) };
    if (s.odd) {
      items.push(t('race.why.odd', ord));
      items.push(t(s.jumpForced ? 'race.why.oddForced' : 'race.why.oddAvoid'));
    } else {
      items.push(t('race.why.even', ord));
      items.push(t(s.jumpForced ? 'race.why.evenForced' : 'race.why.evenNotForced', { m: fmt(m) }));
    }
    why.innerHTML = items.map(function (x) {
      return '<li>' + x + '</li>';
    }).join('');

    var f = s.full;
    full.hidden = false;
    var rule = '<label><input type="checkbox" id="jump-optional"' + (state.jump === 'optional' ? ' checked' : '') +
      '> ' + t('race.full.rule') + '</label>';
    if (!f.available) {
      var reason = f.limit === 0 ? t('race.full.notRequested')
        : f.cells !== undefined ? t('race.full.tooBig', { cells: f.cells, limit: f.limit }) : esc(f.reason);
      full.className = 'full-check unavailable';
      full.innerHTML = '<span class="tag">' + t('race.full.na') + '</span> ' + reason + '.<br>' + rule;
    } else {
      var res = f.outcome === 'draw' ? t('race.full.draw')
        : t('race.full.wins', { w: who(f.winner), turns: plural(f.depth, 'race.nTurns') });
      full.className = 'full-check ' + (f.agrees ? 'agrees' : 'disagrees');
      full.innerHTML = '<span class="tag">' + t(f.agrees ? 'race.full.agrees' : 'race.full.disagrees') + '</span>' +
        t('race.full.text', { states: fmt(f.states), jump: t('race.full.jump.' + f.jump), res: res }) +
        (f.agrees ? '' : t('race.full.report', { w: who(W) })) + '<br>' + rule;
    }
  }

  function ordinal(k) {
    var s = ['th', 'st', 'nd', 'rd'];
    var v = k % 100;
    return fmt(k) + (s[(v - 20) % 10] || s[v] || s[0]);
  }

  // ---- the legend and the square under the pointer ---------------------------------------

  function varColor(name) {
    return getComputedStyle(document.documentElement).getPropertyValue('--race-' + name).trim();
  }

  function renderLegend() {
    var s = state.sols[state.index];
    var items = [];
    var ramp = function (a, b) {
      return '<span class="ramp" style="background:linear-gradient(90deg,' + varColor(a) + ',' + varColor(b) + ')"></span>';
    };
    var box = function (c) {
      return '<span class="box" style="background:' + varColor(c) + '"></span>';
    };
    if (s) {
      if (state.mode === 'layers') {
        items.push(ramp('lay-a', 'lay-a2') + ' ' + t('race.lg.layersA', { k: fmt(Math.max(0, s.middleLayer - 1)) }));
        items.push(ramp('lay-b2', 'lay-b') + ' ' + t('race.lg.layersB', { k: fmt(Math.min(s.distance, s.middleLayer + 1)), d: fmt(s.distance) }));
        items.push(box('middle') + ' ' + t('race.lg.middle', { m: fmt(s.middleLayer) }));
        items.push(box('off') + ' ' + t('race.lg.off'));
      } else if (state.mode === 'a') {
        items.push(ramp('a-near', 'a-far') + ' ' + t('race.lg.fromA', { k: fmt(s.maxA || 0) }));
      } else {
        items.push(ramp('b-near', 'b-far') + ' ' + t('race.lg.fromB', { k: fmt(s.maxB || 0) }));
      }
    } else {
      items.push(box('free') + ' ' + t('race.lg.white'));
    }
    items.push(box('wall') + ' ' + t('race.lg.black'));
    if (s && hasCutOff(s)) items.push(box('cut') + ' ' + t('race.lg.cut'));
    items.push('<span class="ring" style="border-color:' + varColor('a') + '"></span> ' + t('race.lg.startA'));
    items.push('<span class="ring" style="border-color:' + varColor('b') + '"></span> ' + t('race.lg.startB'));
    if (race && race.jumpSquare >= 0) items.push('<span class="star">✸</span> ' + t('race.lg.jump'));
    $('legend').innerHTML = items.map(function (x) {
      return '<li>' + x + '</li>';
    }).join('');
  }

  function hasCutOff(s) {
    if (s.cutOff === undefined) {
      s.cutOff = false;
      for (var q = 0; q < s.cells.length; q++) {
        if (s.cells[q] && s.distA[q] < 0) {
          s.cutOff = true;
          break;
        }
      }
    }
    return s.cutOff;
  }

  function cellInfo(q) {
    var el = $('cell-info');
    var bd = state.boards[state.index];
    if (q < 0 || !bd) {
      el.innerHTML = state.edit ? t('race.ci.edit') : '&nbsp;';
      return;
    }
    var n = bd.n;
    var s = state.sols[state.index];
    var text = '<strong>' + sq(n, q) + '</strong>';
    if (!bd.cells[q]) text += t('race.ci.black');
    else if (!s) text += t('race.ci.white');
    else if (s.distA[q] < 0) text += t('race.ci.cut');
    else {
      var da = s.distA[q];
      var db = s.distB[q];
      text += t('race.ci.dist', { steps: plural(da, 'race.nSteps'), db: fmt(db) });
      if (da + db === s.distance) text += t('race.ci.onPath', { k: fmt(da) }) + (da === s.middleLayer ? t('race.ci.middle') : '');
      else text += plural(da + db - s.distance, 'race.ci.offPath');
    }
    if (q === bd.a) text += t('race.ci.startA');
    if (q === bd.b) text += t('race.ci.startB');
    el.innerHTML = text;
  }

  // ---- the race ----------------------------------------------------------------------------

  // The steps replayed once: positions, trails and the jump, per step.
  function prepareRace(bd, steps) {
    var S = steps.length / STEP;
    var trailA = [bd.a];
    var trailB = [bd.b];
    var countA = new Int32Array(S + 1);
    var countB = new Int32Array(S + 1);
    countA[0] = 1;
    countB[0] = 1;
    var landing = -1;
    var jumpSquare = -1;
    for (var i = 0; i < S; i++) {
      var o = i * STEP;
      var p = steps[o];
      var extra = steps[o + 1];
      var from = steps[o + 2];
      var to = steps[o + 3];
      if (from !== to) (p === 0 ? trailA : trailB).push(to);
      if (!extra && steps[o + 4] === steps[o + 5] && landing < 0) {
        landing = i + 1; // after step i + 1 steps
        jumpSquare = to;
      }
      countA[i + 1] = trailA.length;
      countB[i + 1] = trailB.length;
    }
    return {
      steps: steps,
      S: S,
      trailA: Int32Array.from(trailA),
      trailB: Int32Array.from(trailB),
      countA: countA,
      countB: countB,
      landing: landing,
      jumpSquare: jumpSquare,
    };
  }

  function stepAt(i) {
    var o = i * STEP;
    var st = race.steps;
    return { player: st[o], extra: st[o + 1] === 1, from: st[o + 2], to: st[o + 3], posA: st[o + 4], posB: st[o + 5] };
  }

  function setupRace(keepStep) {
    var s = state.sols[state.index];
    var bd = state.boards[state.index];
    var fullOk = !!(s && s.full.available && s.full.line && s.full.line.length);
    var lineInputs = document.querySelectorAll('input[name="line"]');
    lineInputs[1].disabled = !fullOk;
    lineInputs[1].parentNode.title = fullOk ? '' : t('race.full.unavailable');
    if (!fullOk && state.line === 'full') state.line = 'race';
    lineInputs[state.line === 'full' ? 1 : 0].checked = true;
    pause();
    if (!s) {
      race = null;
      view.setBoard(bd || null, null);
      view.setFrame(null);
      $('scrub').max = 0;
      $('scrub').value = 0;
      $('step-count').textContent = '–';
      $('caption').textContent = '';
      $('moves').innerHTML = '';
      if ($('moves-note')) $('moves-note').hidden = true;
      setControlsEnabled(false);
      return;
    }
    race = prepareRace(bd, state.line === 'full' ? s.full.line : s.race);
    view.setBoard(bd, s);
    setControlsEnabled(true);
    $('to-jump').hidden = race.landing < 0;
    $('scrub').max = race.S;
    if (!state.speedChosen) {
      var want = Math.max(2, race.S / 12);
      var opts = $('speed').options;
      var pick = opts[opts.length - 1].value;
      for (var i = 0; i < opts.length; i++) {
        if (Number(opts[i].value) >= want) {
          pick = opts[i].value;
          break;
        }
      }
      $('speed').value = pick;
      state.speed = Number(pick);
    }
    buildMoves();
    setStep(keepStep ? Math.min(state.step, race.S) : 0);
  }

  function setControlsEnabled(on) {
    ['to-start', 'back', 'play', 'step', 'to-end', 'to-jump', 'scrub', 'speed'].forEach(function (id) {
      $(id).disabled = !on;
    });
  }

  function describeStep(st, bd, s) {
    var n = bd.n;
    var opp = st.player === 0 ? bd.b : bd.a;
    var P = who(st.player);
    var Q = who(1 - st.player);
    var text;
    if (st.extra && st.from === st.to) {
      return t('race.s.declines', { p: P, sq: sq(n, st.to) });
    }
    if (st.extra) text = t('race.s.extra', { p: P, from: sq(n, st.from), to: sq(n, st.to) });
    else text = t('race.s.moves', { p: P, from: sq(n, st.from), to: sq(n, st.to) });
    var lands = !st.extra && st.posA === st.posB;
    if (lands) {
      var layer = s.distA[st.to];
      text += t('race.s.lands', {
        p: P, q: Q, mid: layer === s.middleLayer && layer + s.distB[st.to] === s.distance ? t('race.s.landsMid', { m: fmt(layer) }) : '',
      });
      if (st.to !== opp) text += t('race.s.extraNow', { p: P });
    }
    if (st.to === opp) text += t('race.s.reaches', { p: P, q: Q, mid: lands ? t('race.s.midJump') : '', w: st.player === 0 ? 'A' : 'B' });
    return text;
  }

  function setStep(k) {
    if (!race) return;
    k = Math.max(0, Math.min(race.S, k | 0));
    state.step = k;
    var bd = state.boards[state.index];
    var s = state.sols[state.index];
    var last = k > 0 ? stepAt(k - 1) : null;
    view.setFrame({
      posA: last ? last.posA : bd.a,
      posB: last ? last.posB : bd.b,
      trailA: race.trailA.subarray(0, race.countA[k]),
      trailB: race.trailB.subarray(0, race.countB[k]),
      last: last,
      jumpSquare: race.landing >= 0 && k >= race.landing ? race.jumpSquare : -1,
      landing: !!(last && !last.extra && last.posA === last.posB),
    });
    $('scrub').value = k;
    $('step-count').textContent = t('race.stepCount', { k: fmt(k), S: fmt(race.S) });
    $('caption').innerHTML = k === 0
      ? t('race.s.start', { a: who(0), sa: sq(bd.n, bd.a), b: who(1), sb: sq(bd.n, bd.b) }) + (race.S ? t('race.s.press') : '')
      : '<strong>' + fmt(k) + '.</strong> ' + describeStep(last, bd, s);
    updateMoves();
    updateLink();
  }

  function buildMoves() {
    var list = $('moves');
    var note = $('moves-note');
    if (race.S > MOVES_LISTED) {
      list.innerHTML = '';
      list.hidden = true;
      if (!note) {
        note = document.createElement('p');
        note.id = 'moves-note';
        note.className = 'moves-note';
        list.parentNode.appendChild(note);
      }
      note.hidden = false;
      note.textContent = plural(race.S, 'race.movesNote');
      return;
    }
    if (note) note.hidden = true;
    list.hidden = false;
    var bd = state.boards[state.index];
    var html = '';
    for (var i = 0; i < race.S; i++) {
      var st = stepAt(i);
      var jump = st.extra || (st.posA === st.posB);
      var label = (i + 1) + '. ' + (st.player === 0 ? 'A' : 'B') + ' ' +
        (st.extra && st.from === st.to ? t('race.mv.stays') : (st.extra ? '+' : '') + sq(bd.n, st.to));
      html += '<li class="' + (st.player === 0 ? 'a' : 'b') + (jump ? ' jump' : '') + '"><button type="button" data-step="' + (i + 1) + '">' +
        esc(label) + '</button></li>';
    }
    list.innerHTML = html;
  }

  function updateMoves() {
    var list = $('moves');
    if (list.hidden) return;
    var items = list.children;
    for (var i = 0; i < items.length; i++) {
      items[i].classList.toggle('current', i + 1 === state.step);
      items[i].classList.toggle('future', i + 1 > state.step);
    }
    var cur = items[state.step - 1];
    if (cur && state.playing) {
      var lt = list.scrollTop;
      var top = cur.offsetTop - list.offsetTop;
      if (top < lt || top > lt + list.clientHeight - 24) list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    }
  }

  // ---- playing ---------------------------------------------------------------------------

  var raf = 0;
  var lastT = 0;
  var acc = 0;
  function tick(t) {
    if (!state.playing) return;
    var dt = Math.min(250, t - lastT);
    lastT = t;
    acc += (dt * state.speed) / 1000;
    var adv = Math.floor(acc);
    if (adv > 0) {
      acc -= adv;
      setStep(state.step + adv);
    }
    if (state.step >= race.S) {
      pause();
      return;
    }
    raf = requestAnimationFrame(tick);
  }
  function play() {
    if (!race || race.S === 0) return;
    if (state.step >= race.S) setStep(0);
    state.playing = true;
    acc = 0.999; // the first step at once
    lastT = performance.now();
    $('play').textContent = t('race.pause');
    raf = requestAnimationFrame(tick);
  }
  function pause() {
    state.playing = false;
    cancelAnimationFrame(raf);
    $('play').textContent = t('race.play');
  }

  // ---- drawing everything ----------------------------------------------------------------

  function renderAll(keepStep) {
    renderTabs();
    renderVerdict();
    setupRace(keepStep);
    renderLegend();
    cellInfo(view.hover);
    var bd = state.boards[state.index];
    if (bd) $('size').value = bd.n;
    var editable = !!bd && (!state.error || state.fromEdit);
    $('edit').disabled = !editable;
    if (!editable && state.edit) setEditing(false);
    $('delete-board').disabled = state.boards.length <= 1;
    updateLink();
  }

  function select(i) {
    if (i < 0 || i >= state.boards.length || i === state.index) return;
    state.index = i;
    renderAll();
  }

  // ---- the link --------------------------------------------------------------------------

  var linkTimer = 0;
  var linkTooBig = false;
  function updateLink() {
    clearTimeout(linkTimer);
    linkTimer = setTimeout(function () {
      if (!state.boards.length || (state.error && !state.fromEdit)) return;
      var enc = RACE.encodeState(state);
      linkTooBig = enc.tooBig;
      // embed mode and the language stay in the link
      var keep = [enc.hash];
      if (document.documentElement.classList.contains('embed')) keep.push('embed=1');
      var lang = /[#&]lang=([a-z]+)/.exec(location.hash);
      if (lang) keep.push('lang=' + lang[1]);
      var hash = keep.filter(Boolean).join('&');
      var url = location.href.replace(/#.*$/, '') + (hash ? '#' + hash : '');
      try {
        history.replaceState(null, '', url);
      } catch (e) {
        /* some file:// setups refuse: the link is just not updated */
      }
      setLinkNote(linkTooBig ? 'race.link.tooBig' : '', linkTooBig ? 'warn' : '');
    }, 200);
  }

  // The note under the link buttons: a key of web/i18n/<lang>.js (said again when the language changes).
  var linkNote = { key: '', kind: '' };
  function setLinkNote(key, kind) {
    linkNote = { key: key, kind: kind };
    var note = $('link-note');
    note.textContent = key ? t(key) : '';
    note.className = 'note' + (kind ? ' ' + kind : '');
  }

  function copyLink() {
    var done = function (ok) {
      setLinkNote(linkTooBig ? 'race.link.copiedNoBoards' : ok ? 'race.link.copied' : 'race.link.copyBar', ok && !linkTooBig ? 'ok' : 'warn');
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(location.href).then(function () {
        done(true);
      }, function () {
        done(false);
      });
    } else {
      done(false);
    }
  }

  function saveText() {
    var blob = new Blob([editor.getText()], { type: 'text/plain' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'race.txt';
    document.body.appendChild(a);
    a.click();
    setTimeout(function () {
      URL.revokeObjectURL(a.href);
      a.remove();
    }, 1000);
  }

  // ---- the board editor ------------------------------------------------------------------

  function setEditing(on) {
    state.edit = on;
    $('edit').checked = on;
    $('edit-tools').hidden = !on;
    view.setEditing(on);
    if (on) pause();
    cellInfo(view.hover);
  }

  // The edited boards become the text; small boards are solved at once.
  function commitEdit(solve) {
    state.fromEdit = true;
    var ta = $('race-text');
    var top = ta.scrollTop;
    editor.setText(RACE.boardsText(state.boards));
    ta.scrollTop = top;
    if (solve) {
      solveNow();
    } else {
      state.sols[state.index] = null;
      view.setBoard(state.boards[state.index], null);
      view.setFrame(null);
    }
  }

  function ownCells(bd) {
    // The cells may be shared with a solution: copy before the first change.
    if (!bd.own) {
      bd.cells = new Uint8Array(bd.cells);
      bd.own = true;
    }
  }

  var paint = -1; // the value a wall drag paints
  var lastDrag = -1; // the square the drag was on last
  // Applies the tool at q (the first square of a click or drag, or a square
  // dragged over); returns whether the board changed.
  function applyAt(bd, q, first) {
    if (state.tool === 'wall') {
      if (q === bd.a || q === bd.b) return false;
      if (first) paint = bd.cells[q] ? 0 : 1;
      if (bd.cells[q] === paint) return false;
      bd.cells[q] = paint;
      return true;
    }
    if (!first) return false;
    var isA = state.tool === 'a';
    if (q === bd.a || q === bd.b) return false;
    bd.cells[q] = 1;
    if (isA) bd.a = q;
    else bd.b = q;
    return true;
  }
  function editAt(q, first) {
    var bd = state.boards[state.index];
    if (!bd || q < 0) return;
    ownCells(bd);
    var changed = false;
    if (first || lastDrag < 0) {
      changed = applyAt(bd, q, first);
    } else {
      // A fast drag skips squares: paint the straight line from the last one.
      var n = bd.n;
      var r0 = Math.floor(lastDrag / n);
      var c0 = lastDrag % n;
      var r1 = Math.floor(q / n);
      var c1 = q % n;
      var k = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
      for (var i = 1; i <= k; i++) {
        var r = Math.round(r0 + ((r1 - r0) * i) / k);
        var c = Math.round(c0 + ((c1 - c0) * i) / k);
        if (applyAt(bd, r * n + c, false)) changed = true;
      }
    }
    lastDrag = q;
    if (changed) commitEdit(bd.n <= SOLVE_WHILE_DRAGGING_N);
  }

  function openBoard(n) {
    var cells = new Uint8Array(n * n).fill(1);
    return { n: n, cells: cells, a: 0, b: n * n - 1, own: true };
  }

  function resize(n) {
    var bd = state.boards[state.index];
    if (!bd) return;
    n = Math.max(2, Math.min(300, Math.round(Number(n)) || bd.n));
    var nb = openBoard(n);
    var keep = Math.min(n, bd.n);
    for (var r = 0; r < keep; r++) for (var c = 0; c < keep; c++) nb.cells[r * n + c] = bd.cells[r * bd.n + c];
    var place = function (q, other, fallback) {
      var r0 = Math.floor(q / bd.n);
      var c0 = q % bd.n;
      if (r0 < n && c0 < n && r0 * n + c0 !== other) return r0 * n + c0;
      return fallback === other ? (fallback === 0 ? n * n - 1 : 0) : fallback;
    };
    nb.a = place(bd.a, -1, 0);
    nb.b = place(bd.b, nb.a, n * n - 1);
    nb.cells[nb.a] = 1;
    nb.cells[nb.b] = 1;
    state.boards[state.index] = nb;
    commitEdit(true);
  }

  function connected(bd) {
    var n = bd.n;
    var seen = new Uint8Array(n * n);
    var queue = [bd.a];
    seen[bd.a] = 1;
    for (var h = 0; h < queue.length; h++) {
      var q = queue[h];
      var r = Math.floor(q / n);
      var c = q % n;
      var nb = [r > 0 ? q - n : -1, c > 0 ? q - 1 : -1, c < n - 1 ? q + 1 : -1, r < n - 1 ? q + n : -1];
      for (var i = 0; i < 4; i++) {
        var t = nb[i];
        if (t >= 0 && bd.cells[t] && !seen[t]) {
          seen[t] = 1;
          queue.push(t);
        }
      }
    }
    return !!seen[bd.b];
  }

  function randomWalls() {
    var bd = state.boards[state.index];
    if (!bd) return;
    ownCells(bd);
    var rand = RACE.generators.rng((Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0);
    for (var tries = 0; tries < 100; tries++) {
      for (var q = 0; q < bd.n * bd.n; q++) bd.cells[q] = rand() < 0.25 ? 0 : 1;
      bd.cells[bd.a] = 1;
      bd.cells[bd.b] = 1;
      if (connected(bd)) break;
    }
    if (!connected(bd)) bd.cells.fill(1);
    commitEdit(true);
  }

  // ---- wiring ------------------------------------------------------------------------------

  function loadText(text) {
    state.fromEdit = false;
    state.index = 0;
    editor.setText(text);
    solveNow();
  }

  function exampleTitle(ex) {
    var key = 'race.ex.' + ex.id;
    var s = t(key);
    return s === key ? ex.title : s;
  }

  // The examples' names and the speeds, in the page's language.
  function fillOptions() {
    var sel = $('example');
    var value = sel.value;
    var html = '<option value="">' + esc(t('race.choose')) + '</option>';
    RACE.examples.forEach(function (ex) {
      html += '<option value="' + ex.id + '">' + esc(exampleTitle(ex)) + '</option>';
    });
    sel.innerHTML = html;
    sel.value = value;
    Array.prototype.forEach.call($('speed').options, function (o) {
      o.textContent = plural(Number(o.value), 'race.speedOpt');
    });
  }

  function fillExamples() {
    var sel = $('example');
    fillOptions();
    sel.addEventListener('change', function () {
      var ex = RACE.examples.filter(function (e) {
        return e.id === sel.value;
      })[0];
      if (!ex) return;
      setStatus(ex.make ? t('race.st.generating', { title: esc(exampleTitle(ex)) }) : t('race.st.solving'));
      appEl.dataset.status = 'busy';
      // Let the status paint before a big board is made and solved.
      setTimeout(function () {
        state.speedChosen = false;
        loadText(RACE.exampleText(ex));
      }, 20);
    });
  }

  function wire() {
    $('race-text').addEventListener('input', function () {
      state.fromEdit = false;
      $('example').value = '';
      if (editor.getText().length <= AUTO_SOLVE_CHARS) solveSoon(350);
    });
    $('race-text').addEventListener('keydown', function (ev) {
      if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        solveNow();
      }
    });
    $('solve').addEventListener('click', solveNow);
    $('show-error').addEventListener('click', function () {
      editor.revealError();
    });
    $('copy-link').addEventListener('click', copyLink);
    $('save-text').addEventListener('click', saveText);
    $('open-file').addEventListener('click', function () {
      $('file-input').click();
    });
    $('file-input').addEventListener('change', function () {
      var f = this.files && this.files[0];
      if (!f) return;
      f.text().then(function (text) {
        $('example').value = '';
        loadText(text);
      });
      this.value = '';
    });
    $('board-tabs').addEventListener('click', function (ev) {
      var b = ev.target.closest('[data-board]');
      if (b) select(Number(b.dataset.board));
    });
    document.querySelectorAll('input[name="view"]').forEach(function (r) {
      r.addEventListener('change', function () {
        if (!r.checked) return;
        state.mode = r.value;
        view.setMode(r.value);
        renderLegend();
        updateLink();
      });
    });
    document.querySelectorAll('input[name="line"]').forEach(function (r) {
      r.addEventListener('change', function () {
        if (!r.checked) return;
        state.line = r.value;
        setupRace(false);
        renderLegend();
      });
    });
    document.querySelectorAll('input[name="tool"]').forEach(function (r) {
      r.addEventListener('change', function () {
        if (r.checked) state.tool = r.value;
      });
    });
    $('full-check').addEventListener('change', function (ev) {
      if (ev.target.id !== 'jump-optional') return;
      state.jump = ev.target.checked ? 'optional' : 'mandatory';
      solveNow();
    });
    $('edit').addEventListener('change', function () {
      setEditing(this.checked);
    });
    $('resize').addEventListener('click', function () {
      resize($('size').value);
    });
    $('size').addEventListener('keydown', function (ev) {
      if (ev.key === 'Enter') resize(this.value);
    });
    $('clear').addEventListener('click', function () {
      var bd = state.boards[state.index];
      if (!bd) return;
      ownCells(bd);
      bd.cells.fill(1);
      commitEdit(true);
    });
    $('random').addEventListener('click', randomWalls);
    $('add-board').addEventListener('click', function () {
      state.boards.push(openBoard(8));
      state.sols.push(null);
      state.index = state.boards.length - 1;
      commitEdit(true);
    });
    $('delete-board').addEventListener('click', function () {
      if (state.boards.length <= 1) return;
      state.boards.splice(state.index, 1);
      state.sols.splice(state.index, 1);
      state.index = Math.min(state.index, state.boards.length - 1);
      commitEdit(true);
    });

    view.on('down', function (q) {
      editAt(q, true);
    });
    view.on('drag', function (q) {
      editAt(q, false);
    });
    view.on('up', function () {
      var bd = state.boards[state.index];
      if (bd && bd.n > SOLVE_WHILE_DRAGGING_N && !state.sols[state.index]) solveNow();
    });
    view.on('hover', cellInfo);

    $('play').addEventListener('click', function () {
      if (state.playing) pause();
      else play();
    });
    $('step').addEventListener('click', function () {
      pause();
      setStep(state.step + 1);
    });
    $('back').addEventListener('click', function () {
      pause();
      setStep(state.step - 1);
    });
    $('to-start').addEventListener('click', function () {
      pause();
      setStep(0);
    });
    $('to-end').addEventListener('click', function () {
      pause();
      if (race) setStep(race.S);
    });
    $('to-jump').addEventListener('click', function () {
      pause();
      if (race && race.landing >= 0) setStep(race.landing);
    });
    $('scrub').addEventListener('input', function () {
      pause();
      setStep(Number(this.value));
    });
    $('speed').addEventListener('change', function () {
      state.speed = Number(this.value);
      state.speedChosen = true;
    });
    $('moves').addEventListener('click', function (ev) {
      var b = ev.target.closest('[data-step]');
      if (!b) return;
      pause();
      setStep(Number(b.dataset.step));
    });
    document.addEventListener('keydown', function (ev) {
      var tag = ev.target && ev.target.tagName;
      // Form controls keep their own keys (the slider, the radio groups, the text).
      if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT') return;
      if (ev.ctrlKey || ev.metaKey || ev.altKey || !race) return;
      var k = ev.key;
      if (k === 'ArrowRight' || k === 'ArrowLeft') {
        ev.preventDefault();
        pause();
        setStep(state.step + (k === 'ArrowRight' ? 1 : -1));
      } else if (k === ' ' && tag !== 'BUTTON') {
        ev.preventDefault();
        if (state.playing) pause();
        else play();
      } else if (k === 'Home' || k === 'End') {
        ev.preventDefault();
        pause();
        setStep(k === 'Home' ? 0 : race.S);
      }
    });
  }

  // ---- start -----------------------------------------------------------------------------

  fillExamples();
  wire();
  $('play').textContent = t('race.play');
  if (window.GG && GG.onLangChange) {
    // the switch in the header (web/js/pagelang.js): say everything again
    GG.onLangChange(function () {
      $('play').textContent = t(state.playing ? 'race.pause' : 'race.play');
      if (lastStatus) setStatus(lastStatus.html, lastStatus.kind);
      fillOptions();
      renderTabs();
      renderVerdict();
      renderLegend();
      cellInfo(view.hover);
      setLinkNote(linkNote.key, linkNote.kind);
      var s = state.sols[state.index];
      var fullOk = !!(s && s.full.available && s.full.line && s.full.line.length);
      document.querySelectorAll('input[name="line"]')[1].parentNode.title = fullOk ? '' : t('race.full.unavailable');
      if (race) {
        buildMoves();
        setStep(state.step);
      }
    });
  }
  var fromUrl = RACE.decodeState(location.hash);
  state.mode = fromUrl.mode;
  state.line = fromUrl.line;
  state.jump = fromUrl.jump;
  state.index = fromUrl.index;
  document.querySelector('input[name="view"][value="' + state.mode + '"]').checked = true;
  view.setMode(state.mode);
  if (fromUrl.text) {
    editor.setText(fromUrl.text);
  } else {
    editor.setText(RACE.examples[0].text);
    $('example').value = RACE.examples[0].id;
  }
  setControlsEnabled(false);

  var ready;
  if (typeof GameGraph !== 'function') {
    ready = Promise.reject(new Error(t('race.noModule')));
  } else {
    ready = GameGraph();
  }
  ready = ready.then(function (module) {
    gg = module;
    var wanted = state.index;
    solveNow();
    if (wanted < state.boards.length && wanted !== state.index) select(wanted);
    if (fromUrl.step && race) setStep(fromUrl.step);
  }, function (e) {
    setStatus(esc(e.message || String(e)), 'error');
    appEl.dataset.status = 'error';
    throw e;
  });

  window.raceApp = {
    ready: ready,
    state: state,
    view: view,
    get solveCount() {
      return state.solveCount;
    },
    get race() {
      return race;
    },
    get solution() {
      return state.sols[state.index] || null;
    },
    select: select,
    setStep: setStep,
    solve: solveNow,
    squareCenter: function (q) {
      return view.squareCenter(q);
    },
  };
})();
