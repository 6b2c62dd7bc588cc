// The async boundary: shared singletons are negotiated before any app code runs. Behind a
// prerendered page the server's loader starts this script only after the page's first paint.
// The negotiation starts in a task of its own, not in the one that evaluated the runtime.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
