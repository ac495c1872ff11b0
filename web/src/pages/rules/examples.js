// The example scripts of the rules page (their text: scripts/build-web.js loads
// the files of ./examples as text). The first one opens the page.
import tictactoe from './examples/tictactoe.js';
import nim from './examples/nim.js';
import subtraction from './examples/subtraction.js';
import wythoff from './examples/wythoff.js';
import kayles from './examples/kayles.js';
import dawson from './examples/dawson.js';
import connect4 from './examples/connect4.js';
import catMouse from './examples/cat-mouse.js';
import policeThief from './examples/police-thief.js';

export const EXAMPLES = [
  { id: 'tictactoe', text: tictactoe },
  { id: 'nim', text: nim },
  { id: 'subtraction', text: subtraction },
  { id: 'wythoff', text: wythoff },
  { id: 'kayles', text: kayles },
  { id: 'dawson', text: dawson },
  { id: 'connect4', text: connect4 },
  { id: 'cat-mouse', text: catMouse },
  { id: 'police-thief', text: policeThief },
];

export const exampleById = (id) => EXAMPLES.find((e) => e.id === id) || null;
