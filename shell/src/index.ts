import { isPrerendered } from './app/prerenderedRoot';
import { afterFirstContentfulPaint } from './app/scheduling';

// A prerendered page is shown before any of the app's code runs: on a slow phone whose scripts
// come from its cache, that code would otherwise run first and hold the page's first paint back.
const root = document.getElementById('root');
const shown = root && isPrerendered(root) ? afterFirstContentfulPaint() : Promise.resolve();
// The async boundary: shared singletons are negotiated before any app code runs.
void shown.then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
