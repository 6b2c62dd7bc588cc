// The async boundary: shared singletons are negotiated before any app code runs. Behind a
// prerendered page the server's loader starts this script only after the page's first paint.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
