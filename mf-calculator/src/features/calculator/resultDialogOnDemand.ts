import { onDemand } from '@gold/ui';

/**
 * The result dialog, downloaded on demand. Its dialog machinery (focus trap, dismissal, presence:
 * about 21 KB gzip) draws nothing of the page, only the price, so it is not part of the page's
 * first load: the form starts the download when the visitor starts on it, and waits for it before
 * it sends.
 */
export const resultDialogOnDemand = onDemand(() =>
  import('./ResultDialog').then((module) => module.ResultDialog),
);
