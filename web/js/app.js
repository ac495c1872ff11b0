// The page: ties the editor, the solver, the drawing, the table and the link
// together. Exposes window.gameGraphApp for scripting and for the tests.
(function () {
  'use strict';
  var GG = window.GG;
  GG.applyStrings();

  // Texts longer than this are solved in the worker (with progress).
  var WORKER_TEXT_CHARS = 150000;
  // Files up to this size go into the editor; bigger ones are solved from the file.
  var EDITOR_MAX_BYTES = 256 * 1024;

  var $ = function (id) {
    return document.getElementById(id);
  };
  var appEl = $('app');
  var editor = new GG.Editor($('editor'));
  var graphView = new GG.GraphView($('cy'));
  var table = new GG.Table($('vtable'));

  var state = {
    source: 'editor', // or 'file'
    view: 'solved', // or 'steps' (the step-through view)
    embed: document.documentElement.classList.contains('embed'),
    params: {}, // view state from the URL: view, step, sel, layout
    file: null,
    noMove: 'lose',
    result: null,
    resultKey: null, // what graph the result is of (to keep the layout on a convention change)
    selected: -1,
    busy: false,
    solveCount: 0,
    mode: null,
    error: null,
    drawn: false,
    lastHash: null,
    token: 0,
  };

  var t = GG.t;
  var fmt = function (x) {
    return GG.fmt(x);
  };
  function fmtBytes(b) {
    if (b < 1024) return t('size.bytes', { n: b });
    if (b < 1024 * 1024) return t('size.kb', { n: (b / 1024).toFixed(1) });
    return t('size.mb', { n: (b / 1024 / 1024).toFixed(1) });
  }
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  // ---- status, progress ------------------------------------------------------

  // The status line: a string key with its values (HTML-escaped by the caller),
  // kept so that a change of language can say it again.
  var lastStatus = null;
  function statusHtml(st) {
    if (st.key === 'status.solved') {
      var v = st.vars;
      return t('status.solvedHtml', {
        ms: v.ms,
        where: t(v.where),
        form: t(v.form),
        rule: t(state.noMove === 'win' ? 'verb.wins' : 'verb.loses'),
      });
    }
    return t(st.key, st.vars);
  }
  function setStatus(key, vars, kind) {
    lastStatus = { key: key, vars: vars, kind: kind };
    var el = $('status');
    el.innerHTML = statusHtml(lastStatus);
    el.className = 'status' + (kind ? ' ' + kind : '');
  }

  function setRunNote(text) {
    var el = $('run-note');
    el.textContent = text || '';
    el.hidden = !text;
  }

  function setBusy(busy) {
    state.busy = busy;
    appEl.setAttribute('data-status', busy ? 'busy' : 'idle');
    $('solve').disabled = busy;
    if (!busy) $('progress').hidden = true;
  }

  function showProgress(p) {
    var box = $('progress');
    var bar = $('progress-bar');
    var label = $('progress-label');
    box.hidden = false;
    box.classList.toggle('indeterminate', p.phase !== 'solving');
    if (p.phase === 'starting') label.textContent = t('progress.starting');
    else if (p.phase === 'reading') label.textContent = t('progress.reading', { size: fmtBytes(p.bytes) });
    else if (p.phase === 'parsing') label.textContent = t('progress.parsing');
    else if (p.phase === 'page') label.textContent = t('progress.page');
    else if (p.phase === 'drawing') label.textContent = t('progress.drawing');
    else if (p.phase === 'solving') {
      var pct = p.total ? Math.min(100, Math.floor((100 * p.done) / p.total)) : 0;
      bar.style.width = pct + '%';
      label.textContent = t('progress.solving', { done: fmt(p.done), total: fmt(p.total) });
      return;
    }
    bar.style.width = '';
  }

  // ---- parse errors ------------------------------------------------------------

  function showParseError(e) {
    var where = state.source === 'file' && state.file ? state.file.name + ': ' : '';
    $('parse-error-text').textContent = where + e.message;
    $('parse-error').hidden = false;
    $('show-error').hidden = state.source !== 'editor';
    if (state.source === 'editor') {
      var msg = e.message.replace(/^line \d+, column \d+: /, '');
      editor.setError({ line: e.line, column: e.column, message: msg });
      editor.scrollToError();
    }
  }

  function clearParseError() {
    $('parse-error').hidden = true;
    editor.clearError();
  }

  // ---- solving -----------------------------------------------------------------

  function currentRequest() {
    if (state.source === 'file') {
      var f = state.file;
      return {
        req: { file: f, noMove: state.noMove, big: true },
        key: 'file:' + f.name + ':' + f.size + ':' + f.lastModified,
      };
    }
    var text = editor.getText();
    return {
      req: { text: text, noMove: state.noMove, big: text.length > WORKER_TEXT_CHARS },
      key: 'text:' + text,
    };
  }

  function solve() {
    var cur = currentRequest();
    if (state.source === 'editor' && !cur.req.text.trim()) {
      clearParseError();
      setStatus('status.typeHtml');
      return Promise.resolve(null);
    }
    var token = ++state.token;
    setBusy(true);
    setRunNote('');
    if (cur.req.big) showProgress({ phase: 'starting' });
    setStatus('status.solving');
    var t0 = performance.now();
    return GG.solve(cur.req, function (p) {
      if (token === state.token) showProgress(p);
    })
      .then(function (out) {
        if (token !== state.token) return null;
        var ms = performance.now() - t0;
        clearParseError();
        state.error = null;
        state.mode = out.mode;
        var same = state.resultKey === cur.key;
        state.resultKey = cur.key;
        return present(out.result, same, out).then(function () {
          reportSolved(out, ms);
          state.solveCount++;
          return out.result;
        });
      })
      .catch(function (e) {
        if (token !== state.token) return null;
        if (e && e.cancelled) {
          setStatus('status.cancelled');
          return null;
        }
        state.error = { message: e.message, line: e.line, column: e.column };
        if (e.line !== undefined) {
          showParseError(e);
          setStatus(state.result ? 'status.errorKeep' : 'status.error', null, 'error');
        } else {
          setStatus('status.couldNot', { msg: esc(e.message) }, 'error');
        }
        appEl.classList.toggle('stale', !!state.result);
        return null;
      })
      .then(function (r) {
        if (token === state.token) setBusy(false);
        return r;
      });
  }

  function reportSolved(out, ms) {
    var r = out.result;
    var where = out.mode === 'page' ? 'where.page' : out.mode === 'blob-worker' ? 'where.blob' : 'where.worker';
    var form = r.format === 'cp' ? 'form.cp' : 'form.named';
    setStatus('status.solved', { ms: ms < 10 ? ms.toFixed(1) : fmt(Math.round(ms)), where: where, form: form }, 'ok');
    setRunNote(out.note);
  }

  function present(result, sameGraph) {
    state.result = result;
    appEl.classList.remove('stale');
    updateCounts(result);
    var keepSelection = sameGraph && state.selected >= 0 && state.selected < result.n;
    if (!keepSelection) state.selected = -1;
    table.setResult(result, sameGraph);
    table.select(state.selected, false);
    renderTableFoot();
    stopPlay();
    var wasSteps = state.view === 'steps';
    closeSteps(true);
    fillVertexPicker(result);
    var drawable = GG.GraphView.canDraw(result);
    var note = $('graph-note');
    var cyEl = $('cy');
    var drawn = Promise.resolve();
    if (drawable && result.n > 0) {
      note.hidden = true;
      cyEl.hidden = false;
      $('graph-card').classList.remove('undrawn');
      if (sameGraph && state.drawn) {
        graphView.update(result);
      } else {
        // Give the page a frame to paint the counts and the table first.
        drawn = new Promise(function (resolve) {
          if (result.n > 300) showProgress({ phase: 'drawing' });
          requestAnimationFrame(function () {
            setTimeout(function () {
              graphView.show(result);
              resolve();
            }, 0);
          });
        });
      }
      state.drawn = true;
    } else {
      graphView.clear();
      state.drawn = false;
      cyEl.hidden = true;
      $('graph-card').classList.add('undrawn');
      note.hidden = false;
      renderGraphNote();
    }
    $('steps-toggle').disabled = !(state.drawn && result.trace);
    return drawn.then(function () {
      graphView.select(state.selected);
      explain(state.selected);
      if (wasSteps && result.trace && state.drawn) openSteps(0);
      applyViewParams();
    });
  }

  function renderTableFoot() {
    var r = state.result;
    $('table-foot').textContent = r && r.n > 0 ? t('table.foot', { n: fmt(r.n) }) : '';
  }

  function renderGraphNote() {
    var r = state.result;
    if (!r || state.drawn) return;
    $('graph-note').innerHTML =
      r.n === 0
        ? esc(t('graph.empty'))
        : t('graph.notDrawnHtml', {
            n: fmt(r.n),
            m: fmt(r.m),
            maxN: fmt(GG.DRAW_MAX_VERTICES),
            maxM: fmt(GG.DRAW_MAX_EDGES),
          });
  }

  function updateCounts(r) {
    var w = 0,
      l = 0,
      d = 0;
    var o = r.outcome;
    for (var i = 0; i < o.length; i++) {
      if (o[i] === 1) w++;
      else if (o[i] === 2) l++;
      else d++;
    }
    $('count-n').textContent = fmt(r.n);
    $('count-m').textContent = fmt(r.m);
    $('count-win').textContent = fmt(w);
    $('count-lose').textContent = fmt(l);
    $('count-draw').textContent = fmt(d);
    state.counts = { n: r.n, m: r.m, win: w, lose: l, draw: d };
  }

  // ---- the explanation of one vertex ---------------------------------------------

  // The vertex picker: keyboard and screen-reader access to every explanation.
  var PICKER_MAX = 2000;
  function fillVertexPicker(r) {
    var sel = $('explain-select');
    var box = sel.parentNode;
    if (!r || r.n === 0 || r.n > PICKER_MAX) {
      box.hidden = true;
      sel.innerHTML = '';
      return;
    }
    box.hidden = false;
    var html = '<option value="-1">' + esc(t('explain.pickNone')) + '</option>';
    for (var v = 0; v < r.n; v++) html += '<option value="' + v + '">' + esc(GG.vertexName(r, v)) + '</option>';
    sel.innerHTML = html;
    sel.value = String(state.selected);
  }

  function explain(v) {
    var box = $('explain');
    var r = state.result;
    var pick = $('explain-select');
    if (pick.options.length) pick.value = String(v >= 0 && r && v < r.n ? v : -1);
    if (!r || v < 0 || v >= r.n) {
      box.innerHTML = '<p class="muted">' + esc(t('explain.prompt')) + '</p>';
      if (!play.active()) graphView.showPath([]);
      appEl.classList.remove('has-selection');
      return;
    }
    appEl.classList.add('has-selection');
    var html = GG.Explain.render(r, v, { noMove: state.noMove });
    var canPlay = !!r.edges && GG.Explain.successors(r, v).length > 0 && !(r.fixed && r.fixed[v] !== 0);
    if (canPlay) {
      html += '<div class="ex-play"><span class="ex-play-title">' + esc(t('explain.play')) + ':</span> ' +
        '<button type="button" class="small" data-play="first">' + t('explain.playAs', { v: '<code>' + esc(GG.vertexName(r, v)) + '</code>' }) + '</button>' +
        '<button type="button" class="small" data-play="second">' + esc(t('explain.playSecond')) + '</button></div>';
    }
    box.innerHTML = html;
    if (!play.active() && state.view !== 'steps' && state.drawn) {
      var L = GG.Explain.line(r, v);
      var path = L.vertices.slice();
      if (L.end === 'cycle') path.push(L.vertices[L.cycleFrom]);
      graphView.showPath(path.length > 1 ? path : []);
    }
  }

  function select(v, from) {
    if (!state.result) return;
    if (play.active() && v !== state.selected) stopPlay();
    state.selected = v;
    table.select(v, from !== 'table');
    if (from !== 'graph') graphView.select(v);
    explain(v);
  }
  graphView.onSelect = function (v) {
    select(v, 'graph');
  };
  table.onSelect = function (v) {
    select(v, 'table');
  };

  // ---- the link -----------------------------------------------------------------

  function writeHash(hash) {
    state.lastHash = hash;
    var url = location.href.replace(/#.*$/, '') + hash;
    try {
      history.replaceState(null, '', hash ? url : location.pathname + location.search);
    } catch (e) {
      if (location.hash !== hash) location.hash = hash;
    }
  }

  function updateLink() {
    var note = $('link-note');
    if (state.source === 'file') {
      writeHash(state.noMove === 'win' ? '#nomove=win' : '');
      note.textContent = t('link.file');
      note.className = 'note';
      return Promise.resolve();
    }
    var text = editor.getText();
    var noMove = state.noMove;
    return GG.encodeLink(text, noMove).then(function (link) {
      if (editor.getText() !== text || state.noMove !== noMove) return; // stale
      if (link.tooLong) {
        writeHash(noMove === 'win' ? '#nomove=win' : '');
        note.textContent = t('link.tooBig', { size: fmtBytes(link.bytes) });
        note.className = 'note warn';
      } else {
        writeHash(link.hash);
        note.textContent = t('link.ok');
        note.className = 'note';
      }
    });
  }

  function copyLink() {
    var note = $('link-note');
    var url = location.href;
    var done = function () {
      note.textContent = t('link.copied', { n: fmt(url.length) });
      note.className = 'note ok';
    };
    var fallback = function () {
      var ta = document.createElement('textarea');
      ta.value = url;
      document.body.appendChild(ta);
      ta.select();
      var ok = false;
      try {
        ok = document.execCommand('copy');
      } catch (e) {
        ok = false;
      }
      document.body.removeChild(ta);
      if (ok) done();
      else window.prompt(t('link.copyPrompt'), url);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(done, fallback);
    } else {
      fallback();
    }
  }

  var download = GG.download;
  function resultsCsv() {
    return GG.resultsCsv(state.result);
  }

  // ---- the step-through view ------------------------------------------------------

  var stepper = new GG.Stepper($('stepper'), graphView, {
    onClose: function () {
      closeSteps();
      $('steps-toggle').focus();
    },
    onChange: function (k) {
      state.stepK = k;
    },
  });

  function openSteps(k) {
    var r = state.result;
    if (!r || !r.trace || !state.drawn || state.view === 'steps') {
      if (state.view === 'steps' && k !== undefined) stepper.go(k);
      return;
    }
    stopPlay();
    state.view = 'steps';
    appEl.classList.add('view-steps');
    $('stepper').hidden = false;
    $('steps-toggle').setAttribute('aria-pressed', 'true');
    graphView.showPath([]);
    graphView.select(-1);
    stepper.load(r, k || 0);
  }

  function closeSteps(silent) {
    if (state.view !== 'steps') return;
    state.view = 'solved';
    stepper.stop();
    appEl.classList.remove('view-steps');
    $('stepper').hidden = true;
    $('steps-toggle').setAttribute('aria-pressed', 'false');
    graphView.endTrace();
    if (!silent) {
      graphView.select(state.selected);
      explain(state.selected);
    }
  }

  $('steps-toggle').addEventListener('click', function () {
    if (state.view === 'steps') closeSteps();
    else openSteps(0);
  });

  // Keyboard shortcuts of the step-through view, anywhere but in a text field.
  document.addEventListener('keydown', function (ev) {
    if (state.view !== 'steps') return;
    var el = ev.target;
    var tag = el && el.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && el.type !== 'range' && el.type !== 'radio' && el.type !== 'checkbox')) return;
    if (ev.key === ' ' && tag === 'BUTTON') return; // Space presses the focused button
    if (ev.key === 'Escape') {
      closeSteps();
      ev.preventDefault();
      return;
    }
    if (stepper.handleKey(ev)) ev.preventDefault();
  });

  // ---- playing against the solver ------------------------------------------------

  var play = new GG.Play($('play'), graphView, {
    noMove: state.noMove,
    onStop: function () {
      explain(state.selected);
    },
  });

  function startPlay(v, humanFirst) {
    if (state.view === 'steps') closeSteps();
    play.opts.noMove = state.noMove;
    play.wantFocus = true;
    play.start(state.result, v, humanFirst);
  }

  function stopPlay() {
    if (play.active()) play.stop();
  }

  $('explain').addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-play]');
    if (b && state.selected >= 0) startPlay(state.selected, b.getAttribute('data-play') === 'first');
  });

  $('explain-select').addEventListener('change', function () {
    var v = Number($('explain-select').value);
    select(v, 'picker');
  });

  // ---- export and embedding ------------------------------------------------------

  function baseName() {
    var ex = $('example').value;
    return ex ? 'gamegraph-' + ex : 'gamegraph';
  }

  $('export-png').addEventListener('click', function () {
    $('export-menu').open = false;
    if (!graphView.cy || !state.drawn) return;
    GG.download(baseName() + '.png', GG.drawingPng(graphView.cy), 'image/png');
  });
  $('export-svg').addEventListener('click', function () {
    $('export-menu').open = false;
    if (!graphView.cy || !state.drawn) return;
    GG.download(baseName() + '.svg', GG.drawingSvg(graphView.cy), 'image/svg+xml');
  });
  $('export-csv').addEventListener('click', function () {
    $('export-menu').open = false;
    if (state.result) GG.download(baseName() + '.csv', resultsCsv(), 'text/csv');
  });
  $('export-json').addEventListener('click', function () {
    $('export-menu').open = false;
    if (state.result) GG.download(baseName() + '.json', GG.resultsJson(state.result, state.noMove), 'application/json');
  });

  // The view state that an embed link carries beside the graph and convention.
  function viewParams(embed) {
    var p = [];
    if (embed) p.push('embed=1');
    if (state.view === 'steps') p.push('view=steps', 'step=' + (state.stepK || 0));
    else if (state.selected >= 0 && state.result) p.push('sel=' + encodeURIComponent(GG.vertexName(state.result, state.selected)));
    if (graphView.layoutName && graphView.layoutName !== 'auto') p.push('layout=' + graphView.layoutName);
    if (GG.lang !== 'en') p.push('lang=' + GG.lang);
    return p.join('&');
  }

  function pageUrl() {
    return location.href.replace(/[?#].*$/, '');
  }

  function embedUrl() {
    var text = editor.getText();
    return GG.encodeLink(text, state.noMove).then(function (link) {
      if (link.tooLong) return null;
      return pageUrl() + link.hash + '&' + viewParams(true);
    });
  }

  function elementSnippet() {
    var base = pageUrl().replace(/index\.html$/, '');
    var text = state.source === 'editor' ? editor.getText() : '';
    var lines = text.split('\n').filter(function (l) {
      return l.trim() && !/^\s*#/.test(l);
    });
    var attrs = state.noMove === 'win' ? ' no-move="win"' : '';
    if (state.view === 'steps') attrs += ' view="steps"';
    return '<script src="' + base + 'web/gamegraph-element.js"></' + 'script>\n<game-graph' + attrs + '>\n' +
      esc(lines.join('\n')) + '\n</game-graph>';
  }

  function fillEmbedBox() {
    $('embed-element').value = elementSnippet();
    return embedUrl().then(function (url) {
      if (!url) {
        $('embed-iframe').value = '';
        $('embed-open').removeAttribute('href');
        $('embed-note').textContent = t('link.tooBig', { size: '' }).replace(' ()', '');
        return;
      }
      $('embed-note').textContent = '';
      $('embed-iframe').value = '<iframe src="' + esc(url) + '" width="640" height="440" style="border:1px solid #ccc;border-radius:8px" title="' +
        esc(t('app.title')) + '" loading="lazy"></iframe>';
      $('embed-open').href = url;
    });
  }

  $('embed-btn').addEventListener('click', function () {
    var box = $('embed-box');
    box.hidden = !box.hidden;
    $('embed-btn').setAttribute('aria-expanded', box.hidden ? 'false' : 'true');
    if (!box.hidden) fillEmbedBox();
  });
  Array.prototype.forEach.call(document.querySelectorAll('[data-copy]'), function (b) {
    b.addEventListener('click', function () {
      var ta = $(b.getAttribute('data-copy'));
      ta.select();
      var ok = false;
      try {
        ok = document.execCommand('copy');
      } catch (e) {
        ok = false;
      }
      if (!ok && navigator.clipboard) navigator.clipboard.writeText(ta.value);
      $('embed-note').textContent = t('embed.copied');
    });
  });

  // View state from the URL (?embed=1&view=steps&step=4&sel=a&layout=circle):
  // read once, applied after the first solve.
  function readViewParams() {
    var q = new URLSearchParams(location.search.slice(1) + '&' + location.hash.slice(1));
    state.params = {
      view: q.get('view'),
      step: q.get('step') !== null ? Number(q.get('step')) : undefined,
      sel: q.get('sel'),
      layout: q.get('layout'),
    };
    if (state.params.layout && /^(auto|fcose|breadthfirst|circle)$/.test(state.params.layout)) {
      $('layout').value = state.params.layout;
      graphView.layoutName = state.params.layout;
    }
  }
  readViewParams();

  function applyViewParams() {
    var p = state.params;
    if (!p || !state.result) return;
    state.params = null; // once
    if (p.sel !== null && p.sel !== undefined && state.result.names) {
      var v = state.result.names.indexOf(p.sel);
      if (v >= 0) select(v, 'api');
    }
    if (p.view === 'steps') openSteps(p.step || 0);
  }

  if (state.embed) {
    var full = $('open-full');
    full.hidden = false;
    full.href = location.href.replace(/([#&?])embed=1&?/, '$1').replace(/[&#?]$/, '');
  }

  // ---- language ----------------------------------------------------------------------

  $('lang').value = GG.lang;
  $('lang').addEventListener('change', function () {
    GG.setLang($('lang').value);
  });
  GG.onLangChange(function () {
    $('lang').value = GG.lang;
    var sel = $('example');
    var keep = sel.value;
    var html = '<option value="">' + esc(t('input.yourGraph')) + '</option>';
    GG.examples.forEach(function (e) {
      html += '<option value="' + e.id + '">' + esc(t('ex.' + e.id)) + '</option>';
    });
    sel.innerHTML = html;
    sel.value = keep;
    if (lastStatus) setStatus(lastStatus.key, lastStatus.vars, lastStatus.kind);
    renderTableFoot();
    renderGraphNote();
    table.render();
    if (state.result) fillVertexPicker(state.result);
    if (state.view === 'steps') stepper.relabel();
    else graphView.relabel();
    if (play.active()) play.render();
    explain(state.selected);
    if (!$('embed-box').hidden) fillEmbedBox();
  });

  // ---- sources: examples, link, files ----------------------------------------------

  function setConvention(noMove) {
    state.noMove = noMove === 'win' ? 'win' : 'lose';
    var radios = document.querySelectorAll('input[name="nomove"]');
    for (var i = 0; i < radios.length; i++) radios[i].checked = radios[i].value === state.noMove;
  }

  function useEditor() {
    state.source = 'editor';
    state.file = null;
    $('file-banner').hidden = true;
    $('editor').hidden = false;
    $('copy-link').disabled = false;
    $('save-text').disabled = false;
  }

  function loadText(text, noMove) {
    useEditor();
    editor.setText(text);
    if (noMove) setConvention(noMove);
  }

  function loadExample(id) {
    var ex = GG.examples.filter(function (e) {
      return e.id === id;
    })[0];
    if (!ex) return Promise.resolve(null);
    $('example').value = ex.id;
    loadText(ex.text, ex.noMove);
    return solveAndLink();
  }

  function solveAndLink() {
    return solve().then(function (r) {
      if (r) return updateLink().then(function () {
        return r;
      });
      return r;
    });
  }

  function loadFile(file) {
    if (!file) return Promise.resolve(null);
    $('example').value = '';
    if (file.size <= EDITOR_MAX_BYTES) {
      return file.text().then(function (text) {
        loadText(text);
        return solveAndLink();
      });
    }
    state.source = 'file';
    state.file = file;
    $('file-name').textContent = file.name;
    $('file-size').textContent = '(' + fmtBytes(file.size) + ')';
    $('file-banner').hidden = false;
    $('editor').hidden = true;
    $('copy-link').disabled = true;
    $('save-text').disabled = true;
    clearParseError();
    return solveAndLink();
  }

  function loadFromHash() {
    return GG.decodeLink(location.hash).then(
      function (link) {
        if (!link) return false;
        if (link.text === null) {
          setConvention(link.noMove);
          return false;
        }
        $('example').value = '';
        loadText(link.text, link.noMove);
        return true;
      },
      function (e) {
        setStatus('status.linkBroken', { msg: esc(e.message) }, 'error');
        return false;
      }
    );
  }

  // ---- wiring -------------------------------------------------------------------------

  (function fillExamples() {
    var sel = $('example');
    var html = '<option value="">' + esc(t('input.yourGraph')) + '</option>';
    GG.examples.forEach(function (e) {
      html += '<option value="' + e.id + '">' + esc(t('ex.' + e.id)) + '</option>';
    });
    var keep = sel.value;
    sel.innerHTML = html;
    sel.value = keep;
    sel.addEventListener('change', function () {
      if (sel.value) loadExample(sel.value);
    });
  })();

  $('solve').addEventListener('click', solveAndLink);
  $('graph-text').addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      solveAndLink();
    }
  });
  $('graph-text').addEventListener('input', function () {
    $('example').value = '';
  });
  Array.prototype.forEach.call(document.querySelectorAll('input[name="nomove"]'), function (radio) {
    radio.addEventListener('change', function () {
      if (!radio.checked) return;
      state.noMove = radio.value;
      play.opts.noMove = state.noMove;
      if (state.source === 'file' || editor.getText().trim()) solveAndLink();
    });
  });
  $('show-error').addEventListener('click', function () {
    editor.revealError();
  });
  $('open-file').addEventListener('click', function () {
    $('file-input').click();
  });
  $('file-input').addEventListener('change', function () {
    var f = $('file-input').files[0];
    $('file-input').value = '';
    loadFile(f);
  });
  $('file-close').addEventListener('click', function () {
    useEditor();
    editor.render();
  });
  $('copy-link').addEventListener('click', copyLink);
  $('save-text').addEventListener('click', function () {
    if (state.source === 'file') {
      $('link-note').textContent = t('link.alreadyFile', { name: state.file.name });
      return;
    }
    download('graph.txt', editor.getText(), 'text/plain');
  });
  $('save-csv').addEventListener('click', function () {
    if (state.result) download('solution.csv', resultsCsv(), 'text/csv');
  });
  $('cancel').addEventListener('click', function () {
    GG.cancelSolve();
  });
  $('layout').addEventListener('change', function () {
    graphView.layout($('layout').value);
  });
  $('fit').addEventListener('click', function () {
    if (graphView.cy) graphView.cy.fit(undefined, 24);
  });
  Array.prototype.forEach.call(document.querySelectorAll('input[name="filter"]'), function (radio) {
    radio.addEventListener('change', function () {
      if (radio.checked) table.setFilter(Number(radio.value), $('find').value.trim());
    });
  });
  var findTimer = 0;
  $('find').addEventListener('input', function () {
    clearTimeout(findTimer);
    findTimer = setTimeout(function () {
      var f = document.querySelector('input[name="filter"]:checked');
      table.setFilter(Number(f.value), $('find').value.trim());
    }, 120);
  });

  // Drag and drop a file anywhere on the page.
  var dragDepth = 0;
  function hasFiles(ev) {
    return ev.dataTransfer && Array.prototype.indexOf.call(ev.dataTransfer.types, 'Files') !== -1;
  }
  document.addEventListener('dragenter', function (ev) {
    if (!hasFiles(ev)) return;
    dragDepth++;
    $('drop-overlay').hidden = false;
  });
  document.addEventListener('dragleave', function () {
    dragDepth = Math.max(0, dragDepth - 1);
    if (!dragDepth) $('drop-overlay').hidden = true;
  });
  document.addEventListener('dragover', function (ev) {
    if (hasFiles(ev)) ev.preventDefault();
  });
  document.addEventListener('drop', function (ev) {
    if (!hasFiles(ev)) return;
    ev.preventDefault();
    dragDepth = 0;
    $('drop-overlay').hidden = true;
    loadFile(ev.dataTransfer.files[0]);
  });

  window.addEventListener('hashchange', function () {
    if (location.hash === state.lastHash) return;
    readViewParams();
    loadFromHash().then(function (loaded) {
      if (loaded) solveAndLink();
    });
  });

  var resizeTimer = 0;
  window.addEventListener('resize', function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () {
      if (state.drawn) graphView.resize();
    }, 150);
  });

  // ---- start ---------------------------------------------------------------------------

  var ready = GG.loadModule()
    .then(
      function () {
        return loadFromHash().then(function (loaded) {
          if (loaded) return solveAndLink();
          return loadExample(GG.defaultExample);
        });
      },
      function (e) {
        setStatus('status.couldNot', { msg: esc(e.message) }, 'error');
        loadText(GG.examples[0].text, GG.examples[0].noMove);
        $('example').value = GG.examples[0].id;
        throw e;
      }
    )
    .then(
      function () {
        if (!state.busy) appEl.setAttribute('data-status', 'idle');
      },
      function (e) {
        appEl.setAttribute('data-status', 'error');
        throw e;
      }
    );
  ready.catch(function () {});

  // ---- the scripting hook ----------------------------------------------------------------

  window.gameGraphApp = {
    ready: ready,
    get cy() {
      return graphView.cy;
    },
    get result() {
      return state.result;
    },
    get counts() {
      return state.counts;
    },
    get busy() {
      return state.busy;
    },
    get mode() {
      return state.mode;
    },
    get drawn() {
      return state.drawn;
    },
    get error() {
      return state.error;
    },
    get solveCount() {
      return state.solveCount;
    },
    get noMove() {
      return state.noMove;
    },
    editor: editor,
    table: table,
    graphView: graphView,
    stepper: stepper,
    play: play,
    get view() {
      return state.view;
    },
    get selected() {
      return state.selected;
    },
    openSteps: openSteps,
    closeSteps: closeSteps,
    startPlay: startPlay,
    embedUrl: embedUrl,
    svg: function () {
      return GG.drawingSvg(graphView.cy);
    },
    json: function () {
      return GG.resultsJson(state.result, state.noMove);
    },
    csv: resultsCsv,
    solve: solveAndLink,
    loadExample: loadExample,
    loadFile: loadFile,
    setText: function (text, noMove) {
      $('example').value = '';
      loadText(text, noMove);
    },
    setConvention: setConvention,
    select: function (v) {
      select(v, 'api');
    },
    // What the drawing shows for a vertex, by name: data and computed style.
    node: function (name) {
      var cy = graphView.cy;
      if (!cy) return null;
      var nodes = cy.nodes().filter(function (n) {
        return n.data('name') === name;
      });
      if (nodes.empty()) return null;
      var n = nodes[0];
      return {
        name: n.data('name'),
        outcome: n.data('outcome'),
        depth: n.data('depth'),
        label: n.data('label'),
        background: n.style('background-color'),
        color: n.style('color'),
        fixed: n.hasClass('fixed'),
      };
    },
    // The edges drawn as best moves: [{ from, to, color, width }].
    bestEdges: function () {
      var cy = graphView.cy;
      if (!cy) return [];
      return cy.edges('.best').map(function (e) {
        return {
          from: e.source().data('name'),
          to: e.target().data('name'),
          color: e.style('line-color'),
          width: parseFloat(e.style('width')),
          arrow: e.style('target-arrow-shape'),
        };
      });
    },
  };
})();
