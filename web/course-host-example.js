// The example course page (web/course-host-example.html): it embeds one of the
// solver's pages in an <iframe> and talks to it by postMessage: it lists what the
// game tells (ready, each move, each state), and sends it 'set-position',
// 'hide-values' and 'get-state'. The embed's side is web/src/core/embed-host.js;
// the messages are in the README ("Talking to an embed"). A plain script, as a
// course page would have: it needs nothing of the solver's to listen.
// ?page=graph|board|race, ?size=640x440|400x300 and ?lang=uk pick the game, the
// frame and the language.
(function () {
  'use strict';

  var TEXTS = {
    en: {
      docTitle: 'Games on graphs — a course page that follows its embedded game',
      title: 'A course page that follows its embedded game',
      intro: 'The game below is one of the solver’s pages in a frame. Each move played in it is told to this page, which lists it; this page can set the position shown and hide the values, for a quiz.',
      pageLabel: 'Game',
      pageGraph: 'A game on a graph (index.html)',
      pageBoard: 'Police and thief (board.html)',
      pageRace: 'The BOI 2008 race (race.html)',
      sizeLabel: 'Frame',
      keyLabel: 'Position key',
      setPosition: 'Show this position',
      hide: 'Hide the values (a quiz)',
      getState: 'Ask for the state',
      logTitle: 'What the game says',
      logAria: 'Messages from the game',
      frameTitle: 'The embedded game',
      waiting: 'Waiting for the game…',
      outro: 'The embed speaks only to the page that embeds it: it answers no other window, and it sends nothing but positions and their values.',
      now: 'Now: {pos}',
      ready: 'Ready: {pos}',
      move: 'Move {name} by {who}: {pos}',
      state: 'State: {pos}',
      player: 'the player',
      solver: 'the solver',
      none: 'no position shown',
      win: 'a win for the player to move in {n}',
      winNoDepth: 'a win for the player to move',
      lose: 'a loss for the player to move in {n}',
      loseNoDepth: 'a loss for the player to move',
      draw: 'a draw',
      ply: '{n} moves played',
      hidden: 'values hidden',
      other: 'Українською',
    },
    uk: {
      docTitle: 'Ігри на графах — сторінка курсу, що стежить за вбудованою грою',
      title: 'Сторінка курсу, що стежить за вбудованою грою',
      intro: 'Гра нижче — одна зі сторінок розв’язувача в рамці. Про кожен зіграний у ній хід вона повідомляє цій сторінці, яка його записує; ця сторінка може показати в ній позицію і приховати значення для вікторини.',
      pageLabel: 'Гра',
      pageGraph: 'Гра на графі (index.html)',
      pageBoard: 'Поліція і злодій (board.html)',
      pageRace: 'Перегони BOI 2008 (race.html)',
      sizeLabel: 'Рамка',
      keyLabel: 'Ключ позиції',
      setPosition: 'Показати цю позицію',
      hide: 'Приховати значення (вікторина)',
      getState: 'Запитати стан',
      logTitle: 'Що каже гра',
      logAria: 'Повідомлення гри',
      frameTitle: 'Вбудована гра',
      waiting: 'Чекаю на гру…',
      outro: 'Вбудована гра говорить лише зі сторінкою, що її вбудувала: іншим вікнам вона не відповідає і не надсилає нічого, крім позицій та їхніх значень.',
      now: 'Зараз: {pos}',
      ready: 'Готово: {pos}',
      move: 'Хід {name}, зробив {who}: {pos}',
      state: 'Стан: {pos}',
      player: 'гравець',
      solver: 'розв’язувач',
      none: 'позицію не показано',
      win: 'виграш того, хто ходить, за {n}',
      winNoDepth: 'виграш того, хто ходить',
      lose: 'програш того, хто ходить, за {n}',
      loseNoDepth: 'програш того, хто ходить',
      draw: 'нічия',
      ply: 'зіграно ходів: {n}',
      hidden: 'значення приховано',
      other: 'English',
    },
  };
  // The embeds: each page in embed mode; the graph page opens a game from a (a win
  // in 3) with the reader to move.
  var PAGES = {
    graph: '../index.html#g=YSBiCmEgYwpiIGMKYiBkCmMgZApjIGUKZCBmCmUgZgplIGcKZyBoCmggZwpoIGEK&embed=1&sel=a&play=first',
    board: '../board.html#preset=article&embed=1',
    race: '../race.html#embed=1',
  };
  // A key to try in each (the README says how each page writes its keys).
  var KEYS = { graph: 'g', board: 'P 8,7 E 7,5 E', race: 'A r1c3 B r3c4 B' };

  var query = new URLSearchParams(location.search);
  var lang = query.get('lang') === 'uk' ? 'uk' : 'en';
  var T = TEXTS[lang];
  var $ = function (id) {
    return document.getElementById(id);
  };
  var fill = function (s, vars) {
    return s.replace(/\{(\w+)\}/g, function (m, k) {
      return vars && vars[k] !== undefined ? String(vars[k]) : m;
    });
  };
  var frame = $('embed');

  // What a state says, in words.
  function describe(st) {
    if (!st || st.key === null) return T.none;
    var parts = [st.key];
    if (st.value === 'draw') parts.push(T.draw);
    else if (st.value) parts.push(fill(st.remoteness === null ? T[st.value + 'NoDepth'] : T[st.value], { n: st.remoteness }));
    parts.push(fill(T.ply, { n: st.ply }));
    if (st.hidden) parts.push(T.hidden);
    return parts.join(' · ');
  }

  function log(text) {
    var li = document.createElement('li');
    li.textContent = text; // what the embed sends is text, never HTML
    $('log').appendChild(li);
    $('log').scrollTop = $('log').scrollHeight;
  }

  // The embed's messages: only from our frame, only of the embed's shape.
  window.addEventListener('message', function (ev) {
    if (ev.source !== frame.contentWindow) return;
    var m = ev.data;
    if (!m || typeof m !== 'object' || m.gamegraph !== 1) return;
    var pos = describe(m.state);
    if (m.type === 'ready') log(fill(T.ready, { pos: pos }));
    else if (m.type === 'move') log(fill(T.move, { name: m.move.name, who: m.move.by === 'solver' ? T.solver : T.player, pos: pos }));
    else if (m.type === 'state') log(fill(T.state, { pos: pos }));
    else return;
    $('now').textContent = fill(T.now, { pos: pos });
    if (m.state) $('hide').checked = !!m.state.hidden;
  });

  // To the embed, addressed to the origin of its page (any, '*', from disk: pages
  // opened from file:// have no origin to name).
  function send(msg) {
    var url = new URL(frame.src, location.href);
    msg.gamegraph = 1;
    frame.contentWindow.postMessage(msg, /^https?:$/.test(url.protocol) ? url.origin : '*');
  }

  function load() {
    var which = $('which').value;
    var size = $('size').value;
    var wh = size.split('x');
    frame.className = 'host-embed size-' + size;
    frame.width = wh[0];
    frame.height = wh[1];
    var src = PAGES[which] + (lang === 'uk' ? '&lang=uk' : '');
    if (new URL(src, location.href).href !== frame.src) frame.src = src; // (the HTML's own src is the board's)
    $('key').value = KEYS[which];
    $('log').textContent = '';
    $('now').textContent = T.waiting;
    $('hide').checked = false;
  }

  $('send').addEventListener('submit', function (ev) {
    ev.preventDefault();
    send({ type: 'set-position', key: $('key').value });
  });
  $('hide').addEventListener('change', function () {
    send({ type: 'hide-values', on: $('hide').checked });
  });
  $('get-state').addEventListener('click', function () {
    send({ type: 'get-state' });
  });
  $('which').addEventListener('change', load);
  $('size').addEventListener('change', load);

  // The page's words, its pickers from the address, then the embed.
  document.documentElement.lang = lang;
  document.title = T.docTitle;
  Array.prototype.forEach.call(document.querySelectorAll('[data-text]'), function (el) {
    el.textContent = T[el.getAttribute('data-text')];
  });
  frame.title = T.frameTitle;
  $('log').setAttribute('aria-label', T.logAria);
  if (PAGES[query.get('page')]) $('which').value = query.get('page');
  if (/^(640x440|400x300)$/.test(query.get('size') || '')) $('size').value = query.get('size');
  var other = new URLSearchParams(location.search);
  other.set('lang', lang === 'uk' ? 'en' : 'uk');
  $('lang-link').href = '?' + other.toString();
  $('lang-link').lang = lang === 'uk' ? 'en' : 'uk';
  $('lang-link').textContent = T.other;
  load();
})();
