import { liftCovers } from './covers';

// Inlined into a prerendered page whose HTML has a cover (home's landing loader), before the
// loader of its scripts: on a slow phone the scripts run seconds after the art has come.
liftCovers(document);
