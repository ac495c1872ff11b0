// Playing against the solver from any vertex: the reader picks a side, the solver
// answers with its optimal move (fastest win, slowest loss, keeping a draw), and
// the page says when a move throws away a win or a draw. A game can be restored
// from the moves a link carries (restore), taken back to any position of it
// (backTo: a point of its value history, valuePoints), and the values can be
// hidden (a quiz, valuesHidden: no outcome in the texts, no hints, no warnings;
// the moves stay playable, and each move's value is said once it is played, with
// whether the reader's was optimal and the score, as on the rules page).
import { t, fmt } from '../core/i18n.js';
import { escapeHtml as esc } from '../core/dom.js';
import { shownName } from '../core/names.js';
import { isOptimal, score } from '../core/quiz.js';
import { DRAW, WIN, LOSE, FIXED_NONE, outcomeName, nameKey, wordKey } from '../core/outcome.js';
import { Explain } from './explain.js';
var SOLVER_DELAY = 500;
var MAX_PLIES = 200;
// A warning sign drawn inline (a font may lack the glyph).
var WARN_ICON =
  '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2 1 21h22L12 2zm-1 7h2v6h-2zm0 8h2v2h-2z"/></svg>';


// rootEl: where the game is shown; graphView: marks the moves played;
// opts: { noMove, onStop, onMove({ from, to, by: 'player' | 'solver' }), onChange(), onRender() }
// (onChange: the game shown changed otherwise than by a move: a start, an undo, a
// point of the value history; onRender: the game was drawn again, or stopped).
function Play(rootEl, graphView, opts) {
  this.root = rootEl;
  this.graph = graphView;
  this.opts = opts || {};
  this.timer = 0;
  this.hints = false;
  this.valuesHidden = false;
  var self = this;
  rootEl.addEventListener('click', function (ev) {
    var b = ev.target.closest('button');
    if (!b || !rootEl.contains(b)) return;
    if (b.hasAttribute('data-to')) self.human(Number(b.getAttribute('data-to')));
    else if (b.getAttribute('data-act') === 'undo') self.undo();
    else if (b.getAttribute('data-act') === 'restart') self.start(self.result, self.from, self.humanFirst);
    else if (b.getAttribute('data-act') === 'stop') self.stop();
  });
  rootEl.addEventListener('change', function (ev) {
    if (ev.target.classList.contains('pl-hints')) {
      self.hints = ev.target.checked;
      self.render();
    }
  });
}

// Starts a game at vertex `from`; humanFirst: the reader moves there.
Play.prototype.start = function (result, from, humanFirst) {
  clearTimeout(this.timer);
  this.result = result;
  this.from = from;
  this.humanFirst = humanFirst;
  this.path = [from];
  this.movers = []; // 'h' or 's' for each move played
  this.notes = [];
  this.over = null;
  this.notice = null;
  this.root.hidden = false;
  this.root.setAttribute('data-state', 'playing');
  this.continueGame();
  this.changed();
};

Play.prototype.changed = function () {
  if (this.opts.onChange) this.opts.onChange();
};

// Back to the position after k moves of the game (0: its start): the moves after
// it are taken back; where the solver is to move there, it answers.
Play.prototype.backTo = function (k) {
  if (!this.result || !(k >= 0 && k < this.path.length - 1)) return;
  clearTimeout(this.timer);
  this.path = this.path.slice(0, k + 1);
  this.movers = this.movers.slice(0, k);
  this.notes = this.notes.slice(0, k);
  this.notice = null;
  this.continueGame();
  this.changed();
};

// The value history of the game (ui/value-history.js): at its start and after
// each move, the value for the player to move and its remoteness (null for a draw).
Play.prototype.valuePoints = function () {
  var r = this.result;
  var movers = this.movers;
  var path = this.path;
  return path.map(function (v, i) {
    var o = r.outcome[v];
    var label = i === 0
      ? t('play.vhStart', { v: shownName(r, v) })
      : t(movers[i - 1] === 'h' ? 'play.vhYou' : 'play.vhSolver', { i: fmt(i), from: shownName(r, path[i - 1]), to: shownName(r, v) });
    return { value: outcomeName(o), remoteness: o === DRAW ? null : r.depth[v], label: label };
  });
};

// The quiz's score of this game: the reader's moves and how many were optimal.
Play.prototype.score = function () {
  return score(this.notes.map(function (n) {
    return { by: n.key === 'play.youMoved' ? 'you' : 'solver', optimal: n.optimal };
  }));
};

// The game as a link carries it: the index of each move played among the moves
// of the vertex it was played from (Explain.successors' order).
Play.prototype.moveIndices = function () {
  var out = [];
  for (var i = 1; i < this.path.length; i++) out.push(Explain.successors(this.result, this.path[i - 1]).indexOf(this.path[i]));
  return out;
};

// Starts a game at `from` and plays `moves` (indices, as moveIndices gives them)
// at once, the reader's and the solver's in turn; stops at the first index that is
// not a move there, or at the end of the game. Returns how many were played.
Play.prototype.restore = function (result, from, humanFirst, moves) {
  clearTimeout(this.timer);
  this.result = result;
  this.from = from;
  this.humanFirst = humanFirst;
  this.path = [from];
  this.movers = [];
  this.notes = [];
  this.over = null;
  this.notice = null;
  this.root.hidden = false;
  var done = 0;
  for (var i = 0; i < moves.length; i++) {
    if (this.endAt()) break;
    var v = this.here();
    var succ = Explain.successors(result, v);
    var k = moves[i];
    if (!(k >= 0 && k < succ.length)) break;
    if (this.humanToMove()) this.record(succ[k]);
    else this.recordSolver(succ[k]);
    done++;
  }
  this.continueGame();
  this.changed();
  return done;
};

Play.prototype.here = function () {
  return this.path[this.path.length - 1];
};

Play.prototype.humanToMove = function () {
  return (this.path.length - 1) % 2 === (this.humanFirst ? 0 : 1);
};

// Checks for the end of the game, else lets the solver move when it is its turn.
// How the game ends at the current position, or null while it goes on: { key, o
// (a fixed outcome), human (the outcome for the reader) }.
Play.prototype.endAt = function () {
  var r = this.result;
  var v = this.here();
  var humanTurn = this.humanToMove();
  if (r.fixed && r.fixed[v] !== FIXED_NONE) {
    var fo = r.outcome[v];
    return {
      key: humanTurn ? 'play.endFixedYou' : 'play.endFixedSolver',
      o: fo,
      human: fo === DRAW ? DRAW : (fo === WIN) === humanTurn ? WIN : LOSE,
    };
  }
  if (Explain.successors(r, v).length === 0) {
    var winsMover = this.opts.noMove === 'win';
    return {
      key: humanTurn ? 'play.endNoMoveYou' : 'play.endNoMoveSolver',
      human: winsMover === humanTurn ? WIN : LOSE,
    };
  }
  if (this.repeated() || this.path.length > MAX_PLIES) return { key: 'play.repeat', human: DRAW };
  return null;
};

Play.prototype.continueGame = function () {
  var v = this.here();
  var humanTurn = this.humanToMove();
  this.over = this.endAt();
  this.root.setAttribute('data-state', this.over ? 'over' : humanTurn ? 'human' : 'solver');
  this.render();
  if (!this.over && !humanTurn) {
    var self = this;
    this.timer = setTimeout(function () {
      self.solverMove();
    }, SOLVER_DELAY);
  }
};

// The current position with the same player to move appeared before.
Play.prototype.repeated = function () {
  var p = this.path;
  var last = p.length - 1;
  for (var i = last - 2; i >= 0; i -= 2) if (p[i] === p[last]) return true;
  return false;
};

Play.prototype.solverMove = function () {
  var r = this.result;
  var v = this.here();
  var to = r.move[v];
  if (to < 0) to = Explain.successors(r, v)[0];
  this.recordSolver(to);
  this.continueGame();
  if (this.opts.onMove) this.opts.onMove({ from: v, to: to, by: 'solver' });
};

Play.prototype.recordSolver = function (to) {
  this.notes.push({ key: 'play.solverMoved', from: this.here(), to: to });
  this.path.push(to);
  this.movers.push('s');
};

Play.prototype.human = function (to) {
  if (this.over || !this.humanToMove()) return;
  this.notice = null;
  var from = this.here();
  this.record(to);
  this.continueGame();
  if (this.opts.onMove) this.opts.onMove({ from: from, to: to, by: 'player' });
};

// The reader's move to `to`, with the warning it earns.
Play.prototype.record = function (to) {
  var r = this.result;
  var v = this.here();
  var o = r.outcome[v];
  var note = { key: 'play.youMoved', from: v, to: to };
  // a win thrown away: from a WIN, a move that does not reach a LOSE; a draw
  // thrown away: from a DRAW, a move into a WIN for the solver.
  if (o === WIN && r.outcome[to] !== LOSE) note.warn = 'play.threwWin';
  else if (o === DRAW && r.outcome[to] === WIN) note.warn = 'play.threwDraw';
  else if (o === WIN && r.depth[to] + 1 > r.depth[v]) note.warn = 'play.slower';
  note.best = r.move[v];
  note.o = o;
  note.depth = r.depth[v];
  note.optimal = isOptimal({ outcome: o, depth: r.depth[v] }, { outcome: r.outcome[to], depth: r.depth[to] });
  this.path.push(to);
  this.movers.push('h');
  this.notes.push(note);
};

// A vertex clicked in the drawing: the reader's move there when it is one, else
// a word saying it is not (the game goes on). Returns whether it was played.
Play.prototype.tap = function (v) {
  if (!this.result || this.over || !this.humanToMove() || v < 0) return false;
  var from = this.here();
  if (Explain.successors(this.result, from).indexOf(v) !== -1) {
    this.human(v);
    return true;
  }
  this.notice = { key: 'play.notMove', v: v, from: from };
  this.render();
  return false;
};

Play.prototype.undo = function () {
  clearTimeout(this.timer);
  // back to the reader's last turn
  while (this.movers.length) {
    var m = this.movers.pop();
    this.path.pop();
    this.notes.pop();
    if (m === 'h') break;
  }
  this.continueGame();
  this.changed();
};

Play.prototype.stop = function () {
  clearTimeout(this.timer);
  this.root.hidden = true;
  this.root.innerHTML = '';
  this.result = null;
  this.graph.showPath([]);
  if (this.opts.onStop) this.opts.onStop();
  this.changed();
  this.rendered();
};

Play.prototype.rendered = function () {
  if (this.opts.onRender) this.opts.onRender();
};

Play.prototype.render = function () {
  var r = this.result;
  if (!r) return;
  var self = this;
  var name = function (x) {
    return '<code>' + esc(shownName(r, x)) + '</code>';
  };
  var ot = function (x) {
    return esc(Explain.outcomeText(r, x));
  };
  var v = this.here();
  var hide = this.valuesHidden;
  this.graph.showPath(this.path, true);
  var html = '<h3>' + esc(t('play.title')) + '</h3>';
  // the moves so far
  if (this.notes.length) {
    html += '<ol class="pl-log" aria-label="' + esc(t('play.history')) + '">';
    this.notes.forEach(function (n) {
      html += '<li class="' + (n.key === 'play.youMoved' ? 'pl-you' : 'pl-solver') + '">' +
        t(n.key, { from: name(n.from), to: name(n.to) });
      if (n.warn && !hide) {
        html += ' <span class="pl-warn" role="note">' + WARN_ICON + ' ' + t(n.warn, {
          o: esc(t('o.inDepth', { o: t(wordKey(WIN)), d: n.depth })),
          best: name(n.best),
          to: name(n.to),
          ot: ot(n.to),
        }) + '</span>';
      }
      if (hide) html += self.judged(n, name, ot);
      html += '</li>';
    });
    html += '</ol>';
    var sc = hide ? this.score() : null;
    if (sc && sc.total) html += '<p class="pl-score">' + esc(t('quiz.score', { k: fmt(sc.optimal), n: fmt(sc.total), count: sc.total })) + '</p>';
  }
  if (this.over) {
    html += '<p class="pl-status pl-over">' + t(this.over.key, {
      v: name(v),
      o: esc(t(nameKey(this.over.o !== undefined ? this.over.o : DRAW))),
      verb: t(this.over.human === WIN ? 'play.verbWin' : 'play.verbLose'),
    }) + ' <strong>' + esc(t(this.over.human === WIN ? 'play.youWin' : this.over.human === LOSE ? 'play.youLose' : 'play.itsDraw')) + '</strong></p>';
  } else if (this.humanToMove()) {
    html += '<p class="pl-status">' + (hide ? t('play.yourTurnQuiz', { v: name(v) }) : t('play.yourTurn', { v: name(v), o: ot(v) })) + '</p>';
    if (this.notice) html += '<p class="pl-notice" role="status">' + t(this.notice.key, { v: name(this.notice.v), from: name(this.notice.from) }) + '</p>';
    html += '<p class="muted pl-tip">' + esc(t('play.tapTip')) + '</p>';
    html += '<div class="pl-moves" role="group" aria-label="' + esc(t('play.moves')) + '"><span class="muted">' + esc(t('play.moves')) + '</span> ';
    Explain.successors(r, v).forEach(function (x) {
      html += '<button type="button" class="pl-move" data-to="' + x + '"><code>' + esc(shownName(r, x)) + '</code>' +
        (self.hints && !hide ? ' ' + Explain.badge(r, x) : '') + '</button>';
    });
    html += '</div>';
  } else {
    html += '<p class="pl-status">' + t('play.solverTurn', { v: name(v) }) + '</p>';
  }
  html += '<div class="pl-tools">' + (hide ? '' : '<label class="pl-hint-label"><input type="checkbox" class="pl-hints"' + (this.hints ? ' checked' : '') + '> ' +
    esc(t('play.hints')) + '</label>') +
    '<button type="button" class="small" data-act="undo"' + (this.movers.indexOf('h') === -1 ? ' disabled' : '') + '>' + esc(t('play.undo')) + '</button>' +
    '<button type="button" class="small" data-act="restart">' + esc(t('play.restart')) + '</button>' +
    '<button type="button" class="small" data-act="stop">' + esc(t('play.stop')) + '</button></div>';
  var focused = document.activeElement && this.root.contains(document.activeElement);
  this.root.innerHTML = html;
  if (focused || this.wantFocus) {
    var first = this.root.querySelector('.pl-move') || this.root.querySelector('[data-act="restart"]');
    if (first) first.focus();
    this.wantFocus = false;
  }
  this.rendered();
};

// In a quiz, a move of the log once played: the value after it for the player to
// move then, and for the reader's move whether it was optimal (with the move that was).
Play.prototype.judged = function (n, name, ot) {
  var r = this.result;
  var mine = n.key === 'play.youMoved';
  var html = ' <span class="pl-after">' + t(mine ? 'play.afterSolver' : 'play.afterYou', { o: ot(n.to) }) + '</span>';
  if (!mine) return html;
  var best = n.best >= 0 && n.best !== n.to ? n.best : -1;
  var text = n.optimal ? esc(t('quiz.optimal'))
    : best >= 0 ? t('quiz.notOptimalBest', { move: name(best), result: esc(Explain.outcomeText(r, n.from)) })
    : esc(t('quiz.notOptimal'));
  return html + ' <span class="pl-quiz ' + (n.optimal ? 'optimal' : 'not-optimal') + '">' + text + '</span>';
};

Play.prototype.active = function () {
  return !!this.result;
};

export { Play };

