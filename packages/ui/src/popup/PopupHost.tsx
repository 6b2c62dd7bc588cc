import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { popupAtom } from './popupState';

// The dialog machinery is only downloaded when a popup first opens, not on every page load.
const PopupDialog = lazy(() => import('./PopupDialog'));

/** Renders the current popup. Mounted once, by the shell. */
export function PopupHost() {
  const popup = useAtomValue(popupAtom);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} />
    </Suspense>
  );
}
