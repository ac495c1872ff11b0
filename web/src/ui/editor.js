// The graph text editor: a plain textarea with a line-number gutter that marks the
// line of a parse error, a band behind that line and a caret under its column.
// The gutter draws only the numbers in view, so a text of a million lines costs
// no more than a short one.
import { escapeHtml } from '../core/dom.js';
import { fmt, fmtBytes } from '../core/i18n.js';

function countLines(text) {
  var n = 1;
  for (var i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

// root: an element holding .gutter > .gutter-lines, .code > (.error-band,
// .error-caret, textarea).
function Editor(root) {
  this.root = root;
  this.textarea = root.querySelector('textarea');
  this.gutter = root.querySelector('.gutter');
  this.lines = root.querySelector('.gutter-lines');
  this.band = root.querySelector('.error-band');
  this.caret = root.querySelector('.error-caret');
  this.lineCount = 1;
  this.error = null; // { line, column, message }
  var self = this;
  this.textarea.addEventListener('input', function () {
    self.lineCount = countLines(self.textarea.value);
    self.render();
  });
  this.textarea.addEventListener('scroll', function () {
    self.render();
  });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(function () {
      self.render();
    }).observe(this.textarea);
  }
  window.addEventListener('resize', function () {
    self.render();
  });
}

Editor.prototype.metrics = function () {
  var cs = getComputedStyle(this.textarea);
  var lh = parseFloat(cs.lineHeight) || 20;
  return {
    lh: lh,
    padTop: parseFloat(cs.paddingTop) || 0,
    padLeft: parseFloat(cs.paddingLeft) || 0,
    height: this.textarea.clientHeight,
    ch: this.charWidth(cs),
  };
};

Editor.prototype.charWidth = function (cs) {
  if (!this._ch) {
    var probe = document.createElement('span');
    probe.textContent = '0000000000';
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;font:' + cs.font;
    document.body.appendChild(probe);
    this._ch = probe.getBoundingClientRect().width / 10 || 8;
    document.body.removeChild(probe);
  }
  return this._ch;
};

Editor.prototype.render = function () {
  var m = this.metrics();
  var ta = this.textarea;
  var top = ta.scrollTop;
  var first = Math.max(0, Math.floor((top - m.padTop) / m.lh));
  var last = Math.min(this.lineCount, first + Math.ceil(m.height / m.lh) + 2);
  var html = '';
  var errLine = this.error ? this.error.line : -1;
  for (var i = first + 1; i <= last; i++) {
    html += i === errLine
      ? '<div class="ln ln-error" title="' + escapeHtml(this.error.message) + '">' + i + '</div>'
      : '<div class="ln">' + i + '</div>';
  }
  this.lines.innerHTML = html;
  this.lines.style.transform = 'translateY(' + (m.padTop + first * m.lh - top) + 'px)';
  this.gutter.style.setProperty('--digits', String(Math.max(2, String(this.lineCount).length)));
  if (this.error) {
    var y = m.padTop + (this.error.line - 1) * m.lh - top;
    this.band.style.transform = 'translateY(' + y + 'px)';
    this.band.style.height = m.lh + 'px';
    this.band.hidden = false;
    var x = m.padLeft + (this.column(this.error) - 1) * m.ch - ta.scrollLeft;
    this.caret.style.transform = 'translate(' + x + 'px,' + (y + m.lh - 3) + 'px)';
    this.caret.style.width = Math.max(m.ch, 6) + 'px';
    this.caret.hidden = false;
  } else {
    this.band.hidden = true;
    this.caret.hidden = true;
  }
};

// The column on screen: tabs advance to the next multiple of 8.
Editor.prototype.column = function (err) {
  var text = this.lineText(err.line);
  if (text === null || text.indexOf('\t') === -1) return err.column;
  var col = 1;
  var chars = Array.from(text);
  for (var i = 0; i < err.column - 1 && i < chars.length; i++) {
    col = chars[i] === '\t' ? Math.floor((col - 1) / 8) * 8 + 9 : col + 1;
  }
  return col;
};

Editor.prototype.lineStart = function (line) {
  var text = this.textarea.value;
  var pos = 0;
  for (var l = 1; l < line; l++) {
    var nl = text.indexOf('\n', pos);
    if (nl === -1) return -1;
    pos = nl + 1;
  }
  return pos;
};

Editor.prototype.lineText = function (line) {
  var start = this.lineStart(line);
  if (start < 0) return null;
  var text = this.textarea.value;
  var end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? text.length : end);
};

Editor.prototype.setText = function (text) {
  this.textarea.value = text;
  this.lineCount = countLines(text);
  this.textarea.scrollTop = 0;
  this.textarea.scrollLeft = 0;
  this.clearError();
};

Editor.prototype.getText = function () {
  return this.textarea.value;
};

Editor.prototype.setError = function (err) {
  this.error = err;
  this.root.classList.toggle('has-error', !!err);
  this.render();
};

Editor.prototype.clearError = function () {
  this.setError(null);
};

// Puts the caret at the error and scrolls it into view.
Editor.prototype.revealError = function () {
  if (!this.error) return;
  var start = this.lineStart(this.error.line);
  if (start < 0) return;
  var lineText = this.lineText(this.error.line) || '';
  // column counts characters (code points); the textarea counts UTF-16 units
  var units = Array.from(lineText).slice(0, this.error.column - 1).join('').length;
  var pos = start + units;
  var m = this.metrics();
  var ta = this.textarea;
  ta.focus({ preventScroll: true });
  ta.setSelectionRange(pos, pos);
  var y = (this.error.line - 1) * m.lh;
  if (y < ta.scrollTop || y > ta.scrollTop + m.height - 2 * m.lh) {
    ta.scrollTop = Math.max(0, y - m.height / 3);
  }
  this.render();
};

// Scrolls the error line into view (without moving the focus).
Editor.prototype.scrollToError = function () {
  if (!this.error) return;
  var m = this.metrics();
  var ta = this.textarea;
  var y = (this.error.line - 1) * m.lh;
  if (y < ta.scrollTop || y > ta.scrollTop + m.height - 2 * m.lh) {
    ta.scrollTop = Math.max(0, y - m.height / 3);
  }
  var x = (this.column(this.error) - 1) * m.ch;
  if (x < ta.scrollLeft || x > ta.scrollLeft + ta.clientWidth - 4 * m.ch) {
    ta.scrollLeft = Math.max(0, x - ta.clientWidth / 2);
  }
  this.render();
};

// Whether a textarea can hold text without holding the browser's thread for
// seconds: at most maxChars characters and no line over EDITOR_LINE_MAX (laying out
// one line of megabytes is what costs). Pages keep a text that does not fit aside.
const EDITOR_LINE_MAX = 10000;
export function fitsEditor(text, maxChars) {
  if (text.length > maxChars) return false;
  let from = 0;
  for (;;) {
    const nl = text.indexOf('\n', from);
    const end = nl === -1 ? text.length : nl;
    if (end - from > EDITOR_LINE_MAX) return false;
    if (nl === -1) return true;
    from = nl + 1;
  }
}

// Installs a paste handler on textarea: a pasted text that does not fit (above)
// never enters it; take(text) gets it instead.
export function keepBigPastesOut(textarea, maxChars, take) {
  textarea.addEventListener('paste', (ev) => {
    const text = ev.clipboardData ? ev.clipboardData.getData('text/plain') : '';
    if (fitsEditor(text, maxChars)) return;
    ev.preventDefault();
    take(text);
  });
}

// What a note on a text kept out of an editor says of it, for t(): its size in
// bytes (written for the reader) and its number of lines (a last line feed ends
// the last line, it does not start another).
export function asideVars(text) {
  const lines = countLines(text.replace(/\n$/, ''));
  return { size: fmtBytes(new Blob([text]).size), lines: fmt(lines), count: lines };
}

export { Editor };

