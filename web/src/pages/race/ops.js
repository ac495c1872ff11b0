// The race page's operation in the solver worker (see core/worker-host.js):
//   'race.solve'  { text, jump } -> gg.solveRace's answer (typed arrays moved, not copied)
export default {
  'race.solve'(gg, args, ctx) {
    const res = gg.solveRace(args.text, { jump: args.jump });
    const seen = new Set();
    const walk = (v, depth) => {
      if (!v || typeof v !== 'object' || depth > 4) return;
      if (ArrayBuffer.isView(v)) {
        if (!seen.has(v.buffer) && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) {
          seen.add(v.buffer);
          ctx.transfer.push(v.buffer);
        }
        return;
      }
      for (const k of Object.keys(v)) walk(v[k], depth + 1);
    };
    walk(res, 0);
    return res;
  },
};
