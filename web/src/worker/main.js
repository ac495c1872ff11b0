// The solver worker of the graph, board and race pages (bundled to
// web/generated/worker.js; the rules page has its sandbox's worker instead). Served
// over http(s) it is started by URL and loads the module beside it; from a Blob
// (file://) the page puts the module's source before this bundle and sets
// self.ggBlobWorker.
/* global importScripts, GameGraph */
import { startHost } from '../core/worker-host.js';
import { OPS } from './ops.js';

if (!self.ggBlobWorker) importScripts('gamegraph.js');
startHost(self, () => GameGraph(), OPS);
