// The page: ties the editor, the solver, the drawing, the table and the link
// together. Exposes window.gameGraphApp for scripting and for the tests.
(function () {
  'use strict';
  var GG = window.GG;

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

  var fmt = function (x) {
    return Number(x).toLocaleString('en-US');
  };
  function fmtBytes(b) {
    if (b < 1024) return b + ' bytes';
    if (b < 1024 * 1024) return (b / 1024).toFixed(1) + ' KB';
    return (b / 1024 / 1024).toFixed(1) + ' MB';
  }
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  // ---- status, progress ------------------------------------------------------

  function setStatus(html, kind) {
    var el = $('status');
    el.innerHTML = html;
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
    if (p.phase === 'starting') label.textContent = 'Starting the solver worker…';
    else if (p.phase === 'reading') label.textContent = 'Reading the file (' + fmtBytes(p.bytes) + ')…';
    else if (p.phase === 'parsing') label.textContent = 'Reading the graph…';
    else if (p.phase === 'page') label.textContent = 'Solving on the page (no worker here); the page may pause…';
    else if (p.phase === 'drawing') label.textContent = 'Drawing…';
    else if (p.phase === 'solving') {
      var pct = p.total ? Math.min(100, Math.floor((100 * p.done) / p.total)) : 0;
      bar.style.width = pct + '%';
      label.textContent = 'Solving… ' + fmt(p.done) + ' of ' + fmt(p.total) + ' positions decided';
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
      setStatus('Type a graph (one move <code>u v</code> per line) or pick an example.');
      return Promise.resolve(null);
    }
    var token = ++state.token;
    setBusy(true);
    setRunNote('');
    if (cur.req.big) showProgress({ phase: 'starting' });
    setStatus('Solving…');
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
          setStatus('Cancelled.');
          return null;
        }
        state.error = { message: e.message, line: e.line, column: e.column };
        if (e.line !== undefined) {
          showParseError(e);
          setStatus(
            state.result
              ? 'The text has an error (see the marked line). Showing the last graph that solved.'
              : 'The text has an error (see the marked line).',
            'error'
          );
        } else {
          setStatus('Could not solve: ' + esc(e.message), 'error');
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
    var where =
      out.mode === 'page' ? 'on this page' : out.mode === 'blob-worker' ? 'in a Web Worker (from a Blob)' : 'in a Web Worker';
    var form = r.format === 'cp' ? 'contest form “n m”' : 'named form';
    setStatus(
      'Solved in ' + (ms < 10 ? ms.toFixed(1) : fmt(Math.round(ms))) + ' ms ' + where + ' · ' + form +
        ' · a player who cannot move <strong>' + (state.noMove === 'win' ? 'wins' : 'loses') + '</strong>',
      'ok'
    );
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
    $('table-foot').textContent =
      result.n > 0 ? fmt(result.n) + ' vertices · click a column title to sort, again to reverse' : '';
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
      note.innerHTML =
        result.n === 0
          ? 'The graph is empty.'
          : '<strong>Not drawn:</strong> ' + fmt(result.n) + ' vertices and ' + fmt(result.m) +
            ' moves are more than a drawing can show (up to ' + fmt(GG.DRAW_MAX_VERTICES) + ' vertices and ' +
            fmt(GG.DRAW_MAX_EDGES) + ' moves). Every result is in the table below.';
    }
    return drawn.then(function () {
      graphView.select(state.selected);
      explain(state.selected);
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

  function outcomeText(r, v) {
    var o = r.outcome[v];
    if (o === 0) return 'DRAW';
    return (o === 1 ? 'WIN' : 'LOSE') + ' in ' + r.depth[v];
  }

  function explain(v) {
    var box = $('explain');
    var r = state.result;
    if (!r || v < 0 || v >= r.n) {
      box.innerHTML = '<p class="muted">Click a vertex in the drawing or the table to see why it is won, lost or drawn.</p>';
      return;
    }
    var name = function (x) {
      return '<code>' + esc(GG.vertexName(r, x)) + '</code>';
    };
    var succ = [];
    if (r.edges) {
      var e = r.edges;
      for (var k = 0; k < r.m; k++) if (e[2 * k] === v) succ.push(e[2 * k + 1]);
    }
    var o = r.outcome[v];
    var word = ['draw', 'win', 'lose'][o];
    var fixed = r.fixed && r.fixed[v] !== 0;
    var why;
    var moveTo = r.move[v];
    if (fixed) {
      why = 'Its outcome is fixed in the text (' + name(v) + ' = ' + word + '); its moves are ignored.';
    } else if (!r.edges) {
      why = '';
    } else if (succ.length === 0) {
      why = 'No move from here: the player to move ' + (o === 1 ? 'wins' : 'loses') +
        ' (a player who cannot move ' + (state.noMove === 'win' ? 'wins' : 'loses') + ').';
    } else if (o === 1) {
      why = 'Moving to ' + name(moveTo) + ' leaves the opponent in a lost position (' + outcomeText(r, moveTo) +
        '): the quickest win.';
    } else if (o === 2) {
      why = 'Every move leads to a position won by the opponent. The longest resistance is ' + name(moveTo) +
        ' (' + outcomeText(r, moveTo) + ').';
    } else {
      why = 'No move leads to a lost position, and not every move leads to a won one: with best play the game never ends. ' +
        'The move to ' + name(moveTo) + ' keeps the draw.';
    }
    var list = '';
    if (succ.length && !fixed) {
      var shown = succ.slice(0, 16).map(function (x) {
        var ow = ['draw', 'win', 'lose'][r.outcome[x]];
        return '<li class="' + (x === moveTo ? 'best' : '') + '">' + name(x) + ' <span class="badge badge-' + ow + '">' +
          outcomeText(r, x) + '</span></li>';
      });
      if (succ.length > 16) shown.push('<li class="muted">… and ' + fmt(succ.length - 16) + ' more</li>');
      list = '<div class="moves"><span class="muted">Moves:</span><ul>' + shown.join('') + '</ul></div>';
    }
    box.innerHTML =
      '<p><span class="badge badge-' + word + '">' + outcomeText(r, v) + '</span> ' + name(v) + ' — ' + why + '</p>' + list;
  }

  function select(v, from) {
    if (!state.result) return;
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
      note.textContent = 'A graph opened from a file is not put into the link: share the file itself.';
      note.className = 'note';
      return Promise.resolve();
    }
    var text = editor.getText();
    var noMove = state.noMove;
    return GG.encodeLink(text, noMove).then(function (link) {
      if (editor.getText() !== text || state.noMove !== noMove) return; // stale
      if (link.tooLong) {
        writeHash(noMove === 'win' ? '#nomove=win' : '');
        note.textContent = 'This graph (' + fmtBytes(link.bytes) +
          ') is too big for a link: use “Save .txt” to share it as a file.';
        note.className = 'note warn';
      } else {
        writeHash(link.hash);
        note.textContent = 'The address bar now holds this graph: copy the link to share it.';
        note.className = 'note';
      }
    });
  }

  function copyLink() {
    var note = $('link-note');
    var url = location.href;
    var done = function () {
      note.textContent = 'Link copied (' + fmt(url.length) + ' characters).';
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
      else window.prompt('Copy this link:', url);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(done, fallback);
    } else {
      fallback();
    }
  }

  function download(name, text, type) {
    var url = URL.createObjectURL(new Blob([text], { type: type }));
    var a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () {
      URL.revokeObjectURL(url);
    }, 10000);
  }

  function resultsCsv() {
    var r = state.result;
    var q = function (s) {
      return /[",\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
    };
    var parts = ['vertex,outcome,depth,best_move\n'];
    for (var v = 0; v < r.n; v++) {
      parts.push(
        q(GG.vertexName(r, v)) + ',' + ['DRAW', 'WIN', 'LOSE'][r.outcome[v]] + ',' + (r.depth[v] < 0 ? '' : r.depth[v]) + ',' +
          (r.move[v] < 0 ? '' : q(GG.vertexName(r, r.move[v]))) + '\n'
      );
    }
    return parts.join('');
  }

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
        setStatus('Could not open the graph in the link: ' + esc(e.message) + '.', 'error');
        return false;
      }
    );
  }

  // ---- wiring -------------------------------------------------------------------------

  (function fillExamples() {
    var sel = $('example');
    var html = '<option value="">Your graph</option>';
    GG.examples.forEach(function (e) {
      html += '<option value="' + e.id + '">' + esc(e.title) + '</option>';
    });
    sel.innerHTML = html;
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
      $('link-note').textContent = 'The graph is already a file: ' + state.file.name + '.';
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
        setStatus(esc(e.message), 'error');
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
