// Every operation the solver worker answers: the ops.js of each page that the
// pages manifest (pages/manifest.js) names, merged by scripts/build-web.js into
// the module 'page-ops'. A new game family adds its ops.js beside its page and
// names it in the manifest.
export { OPS } from 'page-ops';
