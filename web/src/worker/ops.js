// Every operation the solver worker answers, by page. A new game family adds its
// ops.js beside its page and one line here.
import graph from '../pages/graph/ops.js';
import pursuit from '../pages/pursuit/ops.js';
import race from '../pages/race/ops.js';

export const OPS = { ...graph, ...pursuit, ...race };
