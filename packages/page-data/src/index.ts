export { formatIndianDate, formatInr } from './formatInr';
export { quoteView, type QuoteView } from './quoteView';
export { rateView, type RateView } from './rateView';
export {
  branchCount,
  branchesView,
  branchTelHref,
  formatOpeningHours,
  formatTime12h,
  MAP_ZOOM,
  sortBranches,
  type BranchesView,
  type BranchView,
} from './branchView';
export { escapeHtml, fillMarks, markOf, PROPS_MARK, withListMarks } from './marks';
export {
  markedServerData,
  SERVER_DATA_KEYS,
  type ServerData,
  type ServerDataKey,
} from './serverData';
export {
  fillServerIslands,
  serverIslandEnd,
  serverIslandsOf,
  serverIslandStart,
  type ServerIsland,
} from './serverIslands';
export {
  drawLayoutWith,
  LAYOUT_DATA_ELEMENT_ID,
  LAYOUT_DATA_KEYS,
  layoutData,
  type LayoutData,
} from './layoutData';
