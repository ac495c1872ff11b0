// board.html: edit a board (or load a graph), solve it in the worker, show the
// verdict of the start, the maps, optimal play step by step, and play against
// the solver. The solved game stays in the worker; the page asks it about the
// positions it shows (client.js).
(function () {
  'use strict';
  var PG = window.PG;

  var AUTO_SOLVE_STATES = 3000000; // edits re-solve by themselves up to this many states
  var SOLVER_DELAY_MS = 450; // the solver's reply in a game against a person

  function $(id) {
    return document.getElementById(id);
  }

  var app = $('app');
  var el = {
    preset: $('preset'),
    presetNote: $('preset-note'),
    editTools: $('edit-tools'),
    sizeRow: $('size-row'),
    rows: $('rows'),
    cols: $('cols'),
    status: $('status'),
    progress: $('progress'),
    progressBar: $('progress-bar'),
    progressLabel: $('progress-label'),
    runNote: $('run-note'),
    boardError: $('board-error'),
    boardErrorText: $('board-error-text'),
    verdict: $('verdict'),
    verdictSub: $('verdict-sub'),
    canvasWrap: $('canvas-wrap'),
    graphWrap: $('graph-wrap'),
    mapNote: $('map-note'),
    tip: $('tip'),
    ply: $('ply'),
    narration: $('narration'),
    moves: $('moves'),
    pass: $('pass'),
    pasteBox: $('paste-box'),
    pasteText: $('paste-text'),
    pasteFormat: $('paste-format'),
    pasteError: $('paste-error'),
    pasteErrorText: $('paste-error-text'),
  };

  var client = new PG.Client();
  var canvas = new PG.BoardCanvas($('board'), el.canvasWrap);
  var graph = null; // PG.GraphBoard, made when a graph is first shown

  var S = {
    model: null,
    gameVersion: 0, // walls, exits, rules, size: a new game to solve
    solvedVersion: -1,
    summary: null, // of the last solve
    gen: 0, // solves started: answers of older ones are ignored
    history: [], // PursuitStateInfo of the positions played, history[idx] shown
    idx: 0,
    human: 'none',
    viewMode: 'plain',
    map: null,
    mapKey: '',
    maps: {},
    targets: null, // successor infos when a person is to move
    tool: 'wall',
    paint: null, // what a drag paints
    autoTimer: 0,
    solverTimer: 0,
    busy: false,
    solveCount: 0,
    queries: 0,
    copStarts: null,
  };

  // ---- status -------------------------------------------------------------------

  // The interface's words (web/i18n/<lang>.js, through web/js/i18n.js).
  function t(key, vars) {
    return window.GG && GG.t ? GG.t(key, vars) : key;
  }

  // text: a string, or a function giving it (said again when the language changes).
  var lastStatus = null;
  function setStatus(text, kind) {
    lastStatus = { text: text, kind: kind };
    if (typeof text === 'function') text = text();
    el.status.textContent = text;
    el.status.className = 'status' + (kind ? ' ' + kind : '');
  }

  function setBusy(busy) {
    S.busy = busy;
    app.dataset.status = busy ? 'busy' : 'idle';
  }

  function showBoardError(msg) {
    el.boardError.hidden = !msg;
    el.boardErrorText.textContent = msg || '';
  }

  function fmt(n) {
    return Math.round(n).toLocaleString('en-US');
  }

  function mib(bytes) {
    if (bytes >= 1073741824) return (bytes / 1073741824).toFixed(2) + ' GiB';
    if (bytes >= 1048576) return (bytes / 1048576).toFixed(1) + ' MiB';
    return (bytes / 1024).toFixed(1) + ' KiB';
  }

  function fresh() {
    return S.summary !== null && S.solvedVersion === S.gameVersion;
  }

  // ---- the model and the editor -------------------------------------------------------

  function words() {
    return PG.words(S.model);
  }

  function setText(id, text) {
    var e = $(id);
    if (e) e.textContent = text;
  }

  // Names of the pieces everywhere they appear.
  function renameUi() {
    var w = words();
    var m = S.model;
    var en = !window.GG || GG.lang === 'en';
    var Exit = w.exit[0].toUpperCase() + w.exit.slice(1);
    var wv = { p: w.pursuer, e: w.evader, P: w.Pursuer, E: w.Evader, exit: w.exit, Exit: Exit, anExit: w.anExit, atExit: w.atExit || '', pv: w.pursuerVerb, ev: w.evaderVerb,
      place: t(m.kind === 'grid' ? 'pg.cell' : 'pg.vertex'), pl: w.pl, el: w.el === w.pl ? '' : w.el };
    // the tool's key is underlined in its name where the name starts with it, else shown after it
    $('tool-pursuer').innerHTML = en ? '<u>' + w.Pursuer[0] + '</u>' + w.Pursuer.slice(1) : w.Pursuer + ' (<u>' + w.pl + '</u>)';
    $('tool-evader').innerHTML = en && w.el === w.Evader[0] ? '<u>' + w.Evader[0] + '</u>' + w.Evader.slice(1) : en ? w.Evader : w.Evader + ' (<u>' + w.el + '</u>)';
    $('tool-exit').innerHTML = en && w.exit === 'exit' ? 'E<u>x</u>it' : Exit + ' (<u>x</u>)';
    setText('rules-pursuer-name', w.Pursuer);
    setText('rules-evader-name', w.Evader);
    setText('view-pursuer', t('pg.viewMap', { p: w.pursuer }));
    setText('view-evader', t('pg.viewMap', { p: w.evader }));
    setText('human-pursuer', t('pg.youAre', { p: w.pursuer }));
    setText('human-evader', t('pg.youAre', { p: w.evader }));
    setText('lg-pursuer', t('pg.lgWins', { p: w.pursuer, verb: w.pursuerVerb }));
    setText('lg-evader', t('pg.lgWins', { p: w.evader, verb: w.evaderVerb }));
    setText('pursuer-exit-label', t('pg.exitWinsToo', wv));
    var first = $('first');
    first.options[0].textContent = w.pursuer;
    first.options[1].textContent = w.evader;
    var da = $('draw-as');
    da.options[1].textContent = t('pg.winFor', { p: w.pursuer });
    da.options[2].textContent = t('pg.winFor', { p: w.evader });
    $('rules-note').textContent = t('pg.rulesNote', wv) + (m.forbidden && m.forbidden.pursuer ? t('pg.rulesForbidden', wv) : '');
    var grid = m.kind === 'grid';
    document.querySelectorAll('.grid-only').forEach(function (e) {
      e.hidden = !grid;
    });
    el.sizeRow.hidden = !grid;
    document.querySelectorAll('input[name="tool"][value="wall"], input[name="tool"][value="free"]').forEach(function (i) {
      i.parentNode.hidden = !grid;
    });
    if (!grid && (S.tool === 'wall' || S.tool === 'free')) setTool('pursuer');
    $('to-text').hidden = !grid;
    wv.aExit = w.exit === 'exit' ? 'an exit' : 'a ' + w.exit;
    $('tool-hint').innerHTML = t(grid ? 'pg.toolHintGrid' : 'pg.toolHintGraph', wv);
    $('edit-legend').textContent = t(grid ? 'pg.editBoard' : 'pg.placePieces');
    var anyExit = false;
    for (var i = 0; i < m.exits.length && !anyExit; i++) anyExit = m.exits[i] === 1;
    $('lg-wall').hidden = !grid;
    $('lg-exit').hidden = !anyExit && !grid;
    setText('lg-exit-name', w.exit);
  }

  function rulesToUi() {
    var r = S.model.rules;
    ['pursuer', 'evader'].forEach(function (k) {
      var sel = $('moves-' + k);
      var custom = sel.querySelector('option[value="custom"]');
      if (r[k].moves === 'custom') {
        if (!custom) {
          custom = document.createElement('option');
          custom.value = 'custom';
          custom.textContent = t('pg.customMoves');
          sel.appendChild(custom);
        }
      } else if (custom) {
        custom.remove();
      }
      if (r[k].moves !== 'edges') sel.value = r[k].moves;
      $('reach-' + k).value = r[k].reach;
      $('reach-' + k).disabled = !/^slides/.test(r[k].moves);
      $('pass-' + k).checked = !!r[k].pass;
    });
    $('first').value = r.first;
    $('draw-as').value = r.drawAs;
    $('pursuer-exit').checked = !!r.pursuerExitWins;
  }

  function rulesFromUi() {
    var r = S.model.rules;
    ['pursuer', 'evader'].forEach(function (k) {
      if (S.model.kind === 'grid') {
        r[k].moves = $('moves-' + k).value;
        var reach = Math.max(1, Math.min(64, parseInt($('reach-' + k).value, 10) || 1));
        r[k].reach = reach;
        $('reach-' + k).disabled = !/^slides/.test(r[k].moves);
      }
      r[k].pass = $('pass-' + k).checked;
    });
    r.drawAs = $('draw-as').value;
    r.pursuerExitWins = $('pursuer-exit').checked;
  }

  function setModel(m, opts) {
    opts = opts || {};
    S.model = m;
    S.gameVersion++;
    S.summary = null;
    S.history = [];
    S.idx = 0;
    S.maps = {};
    S.map = null;
    S.copStarts = null;
    stopSolverMove();
    S.human = 'none';
    document.querySelector('input[name="human"][value="none"]').checked = true;
    if (m.kind === 'grid') {
      el.rows.value = m.rows;
      el.cols.value = m.cols;
    }
    renameUi();
    rulesToUi();
    showEditor();
    showBoardError(null);
    clearVerdict();
    render();
    if (!opts.noSolve) scheduleSolve(true);
  }

  function showEditor() {
    var m = S.model;
    var grid = m.kind === 'grid';
    el.canvasWrap.hidden = !grid;
    el.graphWrap.hidden = grid;
    $('board-title').textContent = t(grid ? 'pg.boardTitle' : 'pg.graphTitle');
    if (grid) {
      canvas.setModel(m);
    } else {
      if (!graph) {
        graph = new PG.GraphBoard($('cy'), $('graph-note'));
        graph.onDown = onGraphTap;
      }
      graph.setModel(m);
    }
  }

  // A structural change (walls, exits, rules, size): the game must be solved again.
  function gameChanged() {
    S.gameVersion++;
    S.maps = {};
    S.map = null;
    S.copStarts = null;
    stopSolverMove();
    S.history = S.history.length ? [S.history[0]] : [];
    S.idx = 0;
    markStale();
    render();
    scheduleSolve(false);
  }

  // Only the pieces moved, or who moves first: same game, another start.
  function startChanged() {
    stopSolverMove();
    S.history = [];
    S.idx = 0;
    if (fresh()) refreshStart();
    else render();
  }

  function markStale() {
    if (S.summary && !fresh()) {
      el.verdict.classList.add('stale');
      var again = S.autoPending;
      setStatus(function () {
        return t(again ? 'pg.st.changedAuto' : 'pg.st.changed');
      });
    }
  }

  function setTool(t) {
    S.tool = t;
    var input = document.querySelector('input[name="tool"][value="' + t + '"]');
    if (input) input.checked = true;
  }

  // Applies the tool to a cell of the grid; returns whether the game changed.
  function applyTool(cell, value) {
    var m = S.model;
    var t = S.tool;
    if (t === 'pursuer' || t === 'evader') {
      if (m[t] === cell) return false;
      var structural = m.kind === 'grid' && m.walls[cell] === 1;
      if (m.kind === 'grid') m.walls[cell] = 0;
      m[t] = cell;
      if (structural) gameChanged();
      else startChanged();
      return true;
    }
    if (m.kind !== 'grid') {
      if (t === 'exit') {
        m.exits[cell] = m.exits[cell] ? 0 : 1;
        gameChanged();
        return true;
      }
      return false;
    }
    var changed = false;
    if (t === 'wall') {
      var w = value === undefined ? (m.walls[cell] ? 0 : 1) : value;
      if (w && (cell === m.pursuer || cell === m.evader)) return false;
      if (m.walls[cell] !== w) {
        m.walls[cell] = w;
        if (w) m.exits[cell] = 0;
        changed = true;
      }
    } else if (t === 'exit') {
      var x = value === undefined ? (m.exits[cell] ? 0 : 1) : value;
      if (m.exits[cell] !== x || (x && m.walls[cell])) {
        m.exits[cell] = x;
        if (x) m.walls[cell] = 0;
        changed = true;
      }
    } else if (t === 'free') {
      if (m.walls[cell] || m.exits[cell]) {
        m.walls[cell] = 0;
        m.exits[cell] = 0;
        changed = true;
      }
    }
    if (changed) gameChanged();
    return changed;
  }

  // ---- solving --------------------------------------------------------------------------

  function scheduleSolve(always) {
    clearTimeout(S.autoTimer);
    var m = S.model;
    var states = 2 * Math.pow(PG.numPositions(m), 2);
    if (!always && states > AUTO_SOLVE_STATES) {
      S.autoPending = false;
      if (!client.solving) setBusy(false);
      setStatus(function () {
        return t('pg.st.changedBig', { n: fmt(states), mem: mib(states * 7) });
      });
      return;
    }
    S.autoPending = true;
    setBusy(true);
    S.autoTimer = setTimeout(solve, always ? 0 : 250);
  }

  function clearVerdict() {
    el.verdict.textContent = '–';
    el.verdict.className = 'pg-verdict-main';
    el.verdictSub.textContent = '';
  }

  function solve() {
    clearTimeout(S.autoTimer);
    S.autoPending = false;
    var m = S.model;
    var problem = m.family === 'cop-robber' ? null : PG.problem(m);
    if (problem) {
      showBoardError(problem);
      setStatus(function () {
        return t('pg.st.cannot');
      }, 'error');
      setBusy(false);
      return Promise.resolve();
    }
    showBoardError(null);
    var spec = PG.toSpec(m);
    var version = S.gameVersion;
    var gen = ++S.gen;
    var positions = PG.numPositions(m);
    var states = 2 * positions * positions;
    setBusy(true);
    el.progress.hidden = false;
    el.progress.classList.add('indeterminate'); // until the engine reports (after its first pass over the positions)
    el.progressBar.style.width = '';
    el.progressLabel.textContent = t('pg.progressSetup', { n: fmt(states) });
    setStatus(function () {
      return t('pg.st.solving');
    });
    var t0 = performance.now();
    return client
      .solve({ spec: spec }, function (done, total) {
        if (gen !== S.gen) return;
        var pct = total ? (100 * done) / total : 0;
        el.progress.classList.remove('indeterminate');
        el.progressBar.style.width = pct.toFixed(1) + '%';
        el.progressLabel.textContent =
          t('pg.progress', { pct: pct.toFixed(0), n: fmt(total), s: ((performance.now() - t0) / 1000).toFixed(1) });
        app.dataset.progress = pct.toFixed(1);
      })
      .then(
        function (summary) {
          if (gen !== S.gen) return;
          el.progress.hidden = true;
          S.summary = summary;
          S.summary.wallMs = performance.now() - t0;
          S.solvedVersion = version;
          S.solveCount++;
          S.maps = {};
          el.runNote.hidden = !client.note;
          el.runNote.textContent = client.note;
          el.verdict.classList.remove('stale');
          setStatus(function () {
            return t('pg.st.solved', {
              n: fmt(summary.numStates), time: fmtMs(summary.ms), mem: mib(summary.bytesNeeded), mode: client.mode ? ', ' + modeName(client.mode) : '',
            });
          }, 'ok');
          return afterSolve().then(function () {
            if (gen === S.gen) setBusy(false);
          });
        },
        function (e) {
          if (gen !== S.gen || e.cancelled) return;
          el.progress.hidden = true;
          setBusy(false);
          S.summary = null;
          clearVerdict();
          showBoardError(e.message);
          setStatus(function () {
            return t('pg.st.notSolved');
          }, 'error');
          render();
        }
      );
  }

  function fmtMs(ms) {
    return ms >= 1000 ? (ms / 1000).toFixed(2) + ' s' : Math.max(1, Math.round(ms)) + ' ms';
  }

  function modeName(mode) {
    return mode === 'worker' ? 'in a Web Worker' : mode === 'blob-worker' ? 'in a Web Worker (from a Blob)' : 'on the page';
  }

  function query() {
    var gen = S.gen;
    S.queries++;
    return client.query.apply(client, arguments).then(function (v) {
      if (gen !== S.gen) throw Object.assign(new Error('stale'), { stale: true });
      return v;
    });
  }

  function ignoreStale(e) {
    if (e && (e.stale || e.cancelled)) return;
    showBoardError(e.message);
  }

  function afterSolve() {
    var m = S.model;
    var p = Promise.resolve();
    if (m.family === 'cop-robber') {
      p = query('pursuerWinningStarts', 'pursuer').then(function (starts) {
        S.copStarts = starts;
        if (m.pursuer < 0 || m.evader < 0) return chooseCopRobberStart(starts);
        return undefined;
      });
    }
    return p.then(refreshStart).catch(ignoreStale);
  }

  // BOI 2014: the cop picks a corner, then the robber, knowing it, picks his: a
  // winning corner for the cop if there is one, and the robber's best reply.
  function chooseCopRobberStart(starts) {
    var m = S.model;
    m.pursuer = starts.length ? starts[0] : 0;
    return query('map', 'evader', m.pursuer, 'pursuer').then(function (map) {
      var best = -1;
      var bestKey = -Infinity;
      for (var c = 0; c < map.winner.length; c++) {
        if (c === m.pursuer) continue;
        var key = map.winner[c] === 2 ? 1e9 - Math.max(0, map.depth[c]) : map.depth[c];
        if (key > bestKey) {
          bestKey = key;
          best = c;
        }
      }
      m.evader = best >= 0 ? best : m.pursuer;
    });
  }

  // The start's verdict, and play from the start.
  function refreshStart() {
    var m = S.model;
    if (!fresh() || m.pursuer < 0 || m.evader < 0) {
      render();
      return Promise.resolve();
    }
    return query('at', m.pursuer, m.evader, m.rules.first)
      .then(function (info) {
        S.history = [info];
        S.idx = 0;
        showVerdict(info);
        return render().then(maybeSolverMove);
      })
      .catch(ignoreStale);
  }

  function showVerdict(info) {
    var m = S.model;
    var w = words();
    el.verdict.textContent = PG.verdict(m, info);
    el.verdict.className = 'pg-verdict-main ' + (info.winner === 1 ? 'pg-pursuer' : info.winner === 2 ? 'pg-evader' : 'pg-draw');
    el.verdict.dataset.winner = String(info.winner);
    el.verdict.dataset.depth = String(info.depth);
    var sub = [];
    if (info.depth > 0) {
      var firstMoves = Math.ceil(info.depth / 2);
      var secondMoves = Math.floor(info.depth / 2);
      var firstName = info.side === 0 ? w.pursuer : w.evader;
      var secondName = info.side === 0 ? w.evader : w.pursuer;
      sub.push(t('pg.sub.split', { a: t('pg.nMoves', { count: firstMoves }), b: t('pg.nMoves', { count: secondMoves }), first: firstName, second: secondName }));
    }
    sub.push(t('pg.sub.first', { who: info.side === 0 ? w.pursuer : w.evader, verb: info.side === 0 ? w.pMove : w.eMove }));
    if (m.family === 'cop-robber' && S.copStarts) {
      var names = S.copStarts.map(function (c) {
        return PG.where(m, c);
      });
      sub.push(
        S.copStarts.length
          ? t('pg.sub.boi1', { count: names.length, c: names.join(', ') })
          : t('pg.sub.boi0')
      );
    }
    el.verdictSub.textContent = sub.join(' ');
  }

  // ---- the position shown: maps, moves, narration -----------------------------------------

  function current() {
    return S.history[S.idx] || null;
  }

  function humanToMove() {
    var cur = current();
    return !!cur && fresh() && S.human !== 'none' && !cur.ended && cur.side === (S.human === 'pursuer' ? 0 : 1);
  }

  // Fetches what the view needs (the map, a person's moves), then draws.
  function render() {
    var m = S.model;
    var cur = current();
    var jobs = [];
    var view = {
      pursuer: cur ? cur.pursuer : m.pursuer,
      evader: cur ? cur.evader : m.evader,
    };
    if (cur && S.idx > 0) {
      var prev = S.history[S.idx - 1];
      view.last = prev.side === 0 ? { from: prev.pursuer, to: cur.pursuer, side: 0 } : { from: prev.evader, to: cur.evader, side: 1 };
    }
    var mapWanted = S.viewMode !== 'plain' && cur && fresh();
    if (mapWanted) {
      var piece = S.viewMode;
      var other = piece === 'pursuer' ? cur.evader : cur.pursuer;
      var key = piece + ':' + other + ':' + cur.side;
      view.mapPiece = piece;
      if (S.maps[key]) {
        view.map = S.maps[key];
      } else {
        jobs.push(
          query('map', piece, other, cur.side).then(function (mp) {
            S.maps[key] = mp;
            view.map = mp;
          })
        );
      }
    }
    S.targets = null;
    if (humanToMove()) {
      jobs.push(
        query('successors', cur.state).then(function (succ) {
          S.targets = succ;
          view.targets = succ.map(function (t) {
            return cur.side === 0 ? t.pursuer : t.evader;
          });
        })
      );
    }
    var draw = function () {
      if (m !== S.model) return;
      S.view = view;
      describe(view);
      if (m.kind === 'grid') canvas.setView(view);
      else if (graph) graph.setView(view);
      renderMapNote(view);
      renderPlay();
    };
    if (!jobs.length) {
      draw();
      return Promise.resolve();
    }
    return Promise.all(jobs).then(draw, ignoreStale);
  }

  // The board in words, for screen readers.
  function describe(view) {
    var m = S.model;
    var w = words();
    var parts = [m.kind === 'grid' ? t('pg.descGrid', { rows: m.rows, cols: m.cols }) : t('pg.descGraph', { count: m.n, n: m.n })];
    if (view.pursuer >= 0) parts.push(t('pg.descAt', { who: w.pursuer, at: PG.where(m, view.pursuer) }));
    if (view.evader >= 0) parts.push(t('pg.descAt', { who: w.evader, at: PG.where(m, view.evader) }));
    var label = parts.join(', ') + '.';
    if (view.map) label += t('pg.descMap', { p: view.mapPiece === 'pursuer' ? w.pursuer : w.evader });
    $('board').setAttribute('aria-label', label);
  }

  function renderMapNote(view) {
    var w = words();
    var cur = current();
    if (!view.map || !cur) {
      el.mapNote.hidden = !(S.viewMode !== 'plain');
      el.mapNote.textContent = S.viewMode !== 'plain' ? t('pg.mapNeedsSolve') : '';
      return;
    }
    var piece = S.viewMode === 'pursuer' ? w.pursuer : w.evader;
    var other = S.viewMode === 'pursuer' ? w.evader : w.pursuer;
    var mover = cur.side === 0 ? w.pursuer : w.evader;
    el.mapNote.hidden = false;
    el.mapNote.textContent = t('pg.mapNote', { place: t(S.model.kind === 'grid' ? 'pg.cell' : 'pg.vertex'), piece: piece, other: other, mover: mover });
  }

  function moveText(a, b) {
    var w = words();
    var m = S.model;
    var who = a.side === 0 ? w.Pursuer : w.Evader;
    var from = a.side === 0 ? a.pursuer : a.evader;
    var to = a.side === 0 ? b.pursuer : b.evader;
    if (from === to) return t('pg.waitsAt', { who: who, at: PG.where(m, from) });
    return who + ' ' + PG.where(m, from) + ' → ' + PG.where(m, to);
  }

  function endText(info) {
    var w = words();
    if (info.pursuer === info.evader) return t('pg.end.caught', { p: w.pursuer, verb: w.pursuerVerb });
    var who = info.winner === 2 ? w.evader : w.pursuer;
    return t('pg.end.exit', { who: who, Who: who[0].toUpperCase() + who.slice(1), exit: w.exit, atExit: w.atExit || '', verb: info.winner === 2 ? w.evaderVerb : w.pursuerVerb });
  }

  function renderPlay() {
    var cur = current();
    var ok = !!cur && fresh();
    var w = words();
    $('to-start').disabled = !ok || S.idx === 0;
    $('back').disabled = !ok || S.idx === 0;
    $('forward').disabled = !ok || cur.ended;
    $('to-end').disabled = !ok || cur.ended || cur.depth < 0;
    if (!ok) {
      el.ply.textContent = S.summary ? t('pg.ply.again') : '–';
      el.narration.textContent = '';
      el.moves.innerHTML = '';
      el.pass.hidden = true;
      return;
    }
    el.ply.textContent = S.idx === 0 ? t('pg.ply.start') : t('pg.ply.after', { n: S.idx }) + (cur.ended ? t('pg.ply.end') : '');
    var mover = cur.side === 0 ? w.pursuer : w.evader;
    var text;
    if (cur.ended) text = endText(cur);
    else text = t('pg.toMove', { who: mover, verdict: PG.verdict(S.model, cur) });
    if (humanToMove()) text += t('pg.yourMove', { place: t(S.model.kind === 'grid' ? 'pg.cellAcc' : 'pg.vertexAcc') });
    else if (S.human !== 'none' && !cur.ended) text += t('pg.thinking');
    el.narration.textContent = text;
    // a person may pass when a move keeps the piece where it is
    var canPass = false;
    if (S.targets) {
      S.targets.forEach(function (t) {
        if ((cur.side === 0 ? t.pursuer === cur.pursuer : t.evader === cur.evader)) canPass = true;
      });
    }
    el.pass.hidden = !canPass;
    // the moves so far
    var html = [];
    for (var i = 1; i < S.history.length; i++) {
      html.push(
        '<li' + (i === S.idx ? ' class="current" aria-current="step"' : '') + ' data-i="' + i + '"><button type="button" class="link-btn" data-i="' + i + '">' +
          escapeHtml(moveText(S.history[i - 1], S.history[i])) + '</button></li>'
      );
    }
    el.moves.innerHTML = html.join('');
    el.moves.hidden = html.length === 0;
  }

  function escapeHtml(s) {
    return s.replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }

  // ---- stepping and playing ------------------------------------------------------------------

  function stopSolverMove() {
    clearTimeout(S.solverTimer);
    S.solverTimer = 0;
  }

  function goTo(i) {
    stopSolverMove();
    S.idx = Math.max(0, Math.min(S.history.length - 1, i));
    return render().then(maybeSolverMove);
  }

  function forward() {
    var cur = current();
    if (!cur || !fresh() || cur.ended) return Promise.resolve();
    if (S.idx < S.history.length - 1) return goTo(S.idx + 1);
    return query('optimalMove', cur.state)
      .then(function (next) {
        if (!next || current() !== cur) return undefined;
        S.history = S.history.slice(0, S.idx + 1);
        S.history.push(next);
        return goTo(S.idx + 1);
      })
      .catch(ignoreStale);
  }

  function toEnd() {
    var cur = current();
    if (!cur || !fresh() || cur.ended || cur.depth < 0) return Promise.resolve();
    return query('line', cur.state, 100000)
      .then(function (line) {
        if (current() !== cur) return undefined;
        S.history = S.history.slice(0, S.idx).concat(line);
        return goTo(S.history.length - 1);
      })
      .catch(ignoreStale);
  }

  // A person's move to the state `next`.
  function play(next) {
    var cur = current();
    S.history = S.history.slice(0, S.idx + 1);
    S.history.push(next);
    S.idx++;
    void cur;
    return render().then(maybeSolverMove);
  }

  function maybeSolverMove() {
    var cur = current();
    if (!cur || !fresh() || S.human === 'none' || cur.ended || humanToMove() || S.idx < S.history.length - 1) return;
    if (S.solverTimer) return;
    S.solverTimer = setTimeout(function () {
      S.solverTimer = 0;
      if (current() !== cur) return;
      query('optimalMove', cur.state)
        .then(function (next) {
          if (!next || current() !== cur) return undefined;
          return play(next);
        })
        .catch(ignoreStale);
    }, SOLVER_DELAY_MS);
  }

  // A click on a cell or vertex during a person's turn: the move there, if any.
  function tryHumanMove(cell) {
    if (!humanToMove() || !S.targets) return false;
    var cur = current();
    for (var i = 0; i < S.targets.length; i++) {
      var t = S.targets[i];
      if ((cur.side === 0 ? t.pursuer : t.evader) === cell) {
        play(t);
        return true;
      }
    }
    return false;
  }

  function humanPass() {
    var cur = current();
    if (!humanToMove() || !S.targets) return;
    tryHumanMove(cur.side === 0 ? cur.pursuer : cur.evader);
  }

  // ---- input ---------------------------------------------------------------------------------

  function playing() {
    return S.human !== 'none';
  }

  function notAMove(cell) {
    var w = words();
    var place = t(S.model.kind === 'grid' ? 'pg.cellAcc' : 'pg.vertexAcc');
    el.narration.textContent = humanToMove()
      ? t('pg.notAMove', { p: current().side === 0 ? w.pursuer : w.evader, place: place })
      : t('pg.waitSolver', { place: place });
    void cell;
  }

  canvas.onDown = function (cell, ev) {
    if (playing()) {
      if (!tryHumanMove(cell)) notAMove(cell);
      return;
    }
    var m = S.model;
    var erase = ev.button === 2;
    if (erase) {
      var keep = S.tool;
      S.tool = 'free';
      applyTool(cell);
      S.tool = keep;
      S.paint = { tool: 'free' };
      return;
    }
    if (S.tool === 'wall') S.paint = { tool: 'wall', value: m.walls[cell] ? 0 : 1 };
    else if (S.tool === 'exit') S.paint = { tool: 'exit', value: m.exits[cell] ? 0 : 1 };
    else S.paint = { tool: S.tool };
    applyTool(cell, S.paint.value);
  };
  canvas.onDrag = function (cell) {
    if (playing()) return;
    var p = S.paint || { tool: S.tool, value: S.tool === 'wall' ? 1 : S.tool === 'exit' ? 1 : undefined };
    var keep = S.tool;
    S.tool = p.tool;
    applyTool(cell, p.value);
    S.tool = keep;
  };
  canvas.onUp = function () {
    S.paint = null;
  };
  canvas.onKey = function (cell, ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return false;
    var k = ev.key.toLowerCase();
    var w = words();
    if (k === ' ' || k === 'enter') {
      if (playing()) {
        if (!tryHumanMove(cell)) notAMove(cell);
      } else {
        applyTool(cell);
      }
      return true;
    }
    if (playing()) return false;
    if (k === 'delete' || k === 'backspace') {
      var keep = S.tool;
      S.tool = 'free';
      applyTool(cell);
      S.tool = keep;
      return true;
    }
    var tools = { w: 'wall', r: 'free', x: 'exit' };
    tools[w.pl.toLowerCase()] = 'pursuer';
    if (w.el !== w.pl) tools[w.el.toLowerCase()] = 'evader';
    if (tools[k]) {
      setTool(tools[k]);
      return true;
    }
    return false;
  };
  canvas.onHover = function (cell, x, y) {
    var v = S.view || {};
    if (cell < 0 || !v.map || S.model.kind !== 'grid') {
      el.tip.hidden = true;
      return;
    }
    var w = words();
    var winner = v.map.winner[cell];
    if (winner === 255) {
      el.tip.hidden = true;
      return;
    }
    var piece = S.viewMode === 'pursuer' ? w.Pursuer : w.Evader;
    var depth = v.map.depth[cell];
    el.tip.textContent =
      piece + ' at ' + PG.where(S.model, cell) + ': ' +
      (winner === 1 ? w.pursuer + ' ' + w.pursuerVerb : winner === 2 ? w.evader + ' ' + w.evaderVerb : 'draw') +
      (depth >= 0 ? ' in ' + PG.plural(depth, 'move', 'moves') : '');
    var r = el.canvasWrap.getBoundingClientRect();
    el.tip.style.left = x - r.left + 14 + 'px';
    el.tip.style.top = y - r.top + 14 + 'px';
    el.tip.hidden = false;
  };

  function onGraphTap(v) {
    if (playing()) {
      if (!tryHumanMove(v)) notAMove(v);
      return;
    }
    applyTool(v);
  }

  document.querySelectorAll('input[name="tool"]').forEach(function (i) {
    i.addEventListener('change', function () {
      if (i.checked) S.tool = i.value;
    });
  });
  document.querySelectorAll('input[name="view"]').forEach(function (i) {
    i.addEventListener('change', function () {
      if (!i.checked) return;
      S.viewMode = i.value;
      render();
    });
  });
  document.querySelectorAll('input[name="human"]').forEach(function (i) {
    i.addEventListener('change', function () {
      if (!i.checked) return;
      S.human = i.value;
      stopSolverMove();
      render().then(maybeSolverMove);
    });
  });

  ['moves-pursuer', 'moves-evader', 'reach-pursuer', 'reach-evader', 'pass-pursuer', 'pass-evader', 'draw-as', 'pursuer-exit'].forEach(
    function (id) {
      $(id).addEventListener('change', function () {
        rulesFromUi();
        gameChanged();
      });
    }
  );
  $('first').addEventListener('change', function () {
    S.model.rules.first = $('first').value;
    startChanged();
  });

  $('solve').addEventListener('click', function () {
    solve();
  });
  $('cancel').addEventListener('click', function () {
    if (client.cancel()) {
      // The worker is gone, and with it any game it held.
      S.gen++;
      S.summary = null;
      S.solvedVersion = -1;
      S.history = [];
      S.idx = 0;
      stopSolverMove();
      el.progress.hidden = true;
      setBusy(false);
      clearVerdict();
      setStatus(function () {
        return t('pg.st.cancelled');
      });
      render();
    }
  });
  $('to-start').addEventListener('click', function () {
    goTo(0);
  });
  $('back').addEventListener('click', function () {
    var i = S.idx - 1;
    // against the solver, back to the person's previous turn
    if (S.human !== 'none' && i > 0 && S.history[i].side !== (S.human === 'pursuer' ? 0 : 1)) i--;
    goTo(i);
  });
  // (On a person's turn it plays the solver's move for them.)
  $('forward').addEventListener('click', function () {
    forward();
  });
  $('to-end').addEventListener('click', function () {
    toEnd();
  });
  el.pass.addEventListener('click', humanPass);
  el.moves.addEventListener('click', function (ev) {
    var b = ev.target.closest('[data-i]');
    if (b) goTo(Number(b.dataset.i));
  });

  $('resize').addEventListener('click', function () {
    var r = Math.max(1, Math.min(256, parseInt(el.rows.value, 10) || 1));
    var c = Math.max(1, Math.min(256, parseInt(el.cols.value, 10) || 1));
    el.rows.value = r;
    el.cols.value = c;
    var m = PG.resize(S.model, r, c);
    setModel(m, { noSolve: true });
    scheduleSolve(false);
  });
  $('clear').addEventListener('click', function () {
    var m = S.model;
    if (m.kind !== 'grid') return;
    m.walls.fill(0);
    gameChanged();
  });
  $('to-text').addEventListener('click', function () {
    if (S.model.kind !== 'grid') return;
    el.pasteText.value = PG.toText(S.model);
    el.pasteFormat.value = 'police-thief';
    el.pasteBox.open = true;
    hidePasteError();
    el.pasteText.focus();
  });
  $('load-text').addEventListener('click', loadPasted);
  el.pasteText.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      loadPasted();
    }
  });

  document.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey) && ev.target !== el.pasteText) {
      ev.preventDefault();
      solve();
      return;
    }
    var tag = ev.target && ev.target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || ev.target === canvas.canvas) return;
    if (ev.key === 'ArrowRight') forward();
    else if (ev.key === 'ArrowLeft') $('back').click();
    else if (ev.key === 'Home') goTo(0);
    else if (ev.key === 'End') toEnd();
  });

  var resizeTimer = 0;
  window.addEventListener('resize', function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () {
      if (S.model && S.model.kind === 'grid') {
        canvas.layout();
        canvas.draw();
      } else if (graph) {
        graph.resize();
      }
    }, 120);
  });

  // ---- presets and pasted text ------------------------------------------------------------

  function hidePasteError() {
    el.pasteError.hidden = true;
  }

  // Loads a preset's text: parsed in the worker, then edited as a model.
  function loadText(text, format, familyHint) {
    return client.query('parse', text, format).then(function (spec) {
      var family = familyHint || PG.FAMILY_OF_FORMAT[format];
      var labels = null;
      if (spec.board.kind === 'graph') {
        labels = [];
        for (var i = 0; i < spec.board.n; i++) labels.push(String(format === 'cop-robber' ? i + 1 : i));
      }
      setModel(PG.fromSpec(spec, family, labels));
    });
  }

  function loadPasted() {
    var text = el.pasteText.value;
    var format = el.pasteFormat.value === 'auto' ? PG.detectFormat(text) : el.pasteFormat.value;
    hidePasteError();
    el.preset.value = '';
    el.presetNote.textContent = t('pg.loadedFrom', { format: el.pasteFormat.querySelector('option[value="' + format + '"]').textContent });
    return loadText(text, format).catch(function (e) {
      el.pasteError.hidden = false;
      el.pasteErrorText.textContent = e.message;
      el.pasteError.dataset.line = e.line || '';
      el.pasteError.dataset.column = e.column || '';
      if (e.line) selectLineColumn(el.pasteText, e.line, e.column);
      setStatus(function () {
        return e.line ? t('pg.st.textErrorAt', { line: e.line, column: e.column }) : t('pg.st.textError');
      }, 'error');
    });
  }

  // Puts the caret at (line, column) of a textarea (columns count characters).
  function selectLineColumn(ta, line, column) {
    var lines = ta.value.split('\n');
    var pos = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
    var chars = Array.from(lines[line - 1] || '');
    var offset = chars.slice(0, Math.max(0, column - 1)).join('').length;
    pos += offset;
    var end = pos + (chars[column - 1] ? chars[column - 1].length : 0);
    ta.focus();
    ta.setSelectionRange(pos, Math.max(end, pos));
  }

  function loadPreset(id) {
    var p = PG.PRESETS.filter(function (x) {
      return x.id === id;
    })[0];
    if (!p) return Promise.resolve();
    el.preset.value = id;
    el.presetNote.textContent = t('pg.presetNote.' + p.id);
    el.pasteText.value = p.text.length < 5000 ? p.text : '';
    el.pasteFormat.value = p.format;
    hidePasteError();
    var family = p.format === 'cat-mouse-grid' ? 'cat-mouse-food' : undefined;
    return loadText(p.text, p.format, family);
  }

  function fillPresets() {
    var keep = el.preset.value;
    el.preset.innerHTML = '';
    PG.PRESETS.forEach(function (p) {
      var o = document.createElement('option');
      o.value = p.id;
      o.textContent = t('pg.preset.' + p.id);
      el.preset.appendChild(o);
    });
    var none = document.createElement('option');
    none.value = '';
    none.textContent = t('pg.yourOwn');
    el.preset.appendChild(none);
    el.preset.value = keep;
  }
  fillPresets();
  el.preset.addEventListener('change', function () {
    if (el.preset.value) loadPreset(el.preset.value);
  });
  ['moves-pursuer', 'moves-evader'].forEach(function (id) {
    var sel = $(id);
    PG.MOVE_SETS.forEach(function (s) {
      var o = document.createElement('option');
      o.value = s.value;
      o.textContent = t('pg.moveSet.' + s.value);
      sel.appendChild(o);
    });
  });

  // ---- language: the switch in the header (web/js/pagelang.js) says it again ---------------

  if (window.GG && GG.onLangChange) {
    GG.onLangChange(function () {
      fillPresets();
      ['moves-pursuer', 'moves-evader'].forEach(function (id) {
        Array.prototype.forEach.call($(id).options, function (o) {
          o.textContent = o.value === 'custom' ? t('pg.customMoves') : t('pg.moveSet.' + o.value);
        });
      });
      var p = PG.PRESETS.filter(function (x) {
        return x.id === el.preset.value;
      })[0];
      if (p) el.presetNote.textContent = t('pg.presetNote.' + p.id);
      renameUi();
      $('board-title').textContent = t(S.model.kind === 'grid' ? 'pg.boardTitle' : 'pg.graphTitle');
      if (lastStatus) setStatus(lastStatus.text, lastStatus.kind);
      var start = S.history[0];
      if (start && fresh()) showVerdict(start);
      render();
    });
  }

  // ---- start ---------------------------------------------------------------------------------

  function startId() {
    var m = /(?:^|[#&])preset=([\w-]+)/.exec(location.hash.slice(1));
    return m ? m[1] : 'article';
  }

  setBusy(true);
  var ready = loadPreset(startId()).catch(function (e) {
    setBusy(false);
    setStatus(e.message, 'error');
  });

  // For tests and the curious.
  window.boardApp = {
    ready: ready,
    state: S,
    client: client,
    canvas: canvas,
    graph: function () {
      return graph;
    },
    loadPreset: loadPreset,
    solve: solve,
    forward: forward,
    goTo: goTo,
    // The page position (client coordinates) of the centre of a cell or vertex.
    cellCenter: function (c) {
      var m = S.model;
      if (m.kind === 'grid') {
        var r = canvas.canvas.getBoundingClientRect();
        return { x: r.left + ((c % m.cols) + 0.5) * canvas.cs, y: r.top + (Math.floor(c / m.cols) + 0.5) * canvas.cs };
      }
      var g = graph.renderedPosition(c);
      var b = $('cy').getBoundingClientRect();
      return { x: b.left + g.x, y: b.top + g.y };
    },
  };
})();
