// The example scripts of the rules page (their text: scripts/build-web.js loads
// the files of ./examples as text). The first one opens the page. grundy: the game
// has Sprague-Grundy values (normal play, no outcome(p)): it can be a part of a sum.
import tictactoe from './examples/tictactoe.js';
import nim from './examples/nim.js';
import subtraction from './examples/subtraction.js';
import wythoff from './examples/wythoff.js';
import kayles from './examples/kayles.js';
import dawson from './examples/dawson.js';
import connect4 from './examples/connect4.js';
import connect4Tiers from './examples/connect4-tiers.js';
import catMouse from './examples/cat-mouse.js';
import policeThief from './examples/police-thief.js';

export const EXAMPLES = [
  { id: 'tictactoe', text: tictactoe },
  { id: 'nim', text: nim, grundy: true },
  { id: 'subtraction', text: subtraction, grundy: true },
  { id: 'wythoff', text: wythoff, grundy: true },
  { id: 'kayles', text: kayles, grundy: true },
  { id: 'dawson', text: dawson, grundy: true },
  { id: 'connect4', text: connect4 },
  { id: 'connect4-tiers', text: connect4Tiers },
  { id: 'cat-mouse', text: catMouse },
  { id: 'police-thief', text: policeThief },
];

export const exampleById = (id) => EXAMPLES.find((e) => e.id === id) || null;
