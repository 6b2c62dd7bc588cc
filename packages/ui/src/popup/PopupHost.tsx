import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { onDemand } from '../on-demand/onDemand';
import { useOnDemand } from '../on-demand/useOnDemand';
import { PlainPopup } from './PlainPopup';
import { popupAtom } from './popupState';

// The dialog machinery is only downloaded when a popup first opens, not on every page load.
const popupDialog = onDemand(() => import('./PopupDialog').then((module) => module.default));

/** Renders the current popup. Mounted once, by the shell. */
export function PopupHost() {
  const popup = useAtomValue(popupAtom);
  const { value: PopupDialog, failed, load } = useOnDemand(popupDialog);
  useEffect(() => {
    // A failed download shows the plain popup below; the next popup tries the download again.
    if (popup && !PopupDialog) void load().catch(() => undefined);
  }, [popup, PopupDialog, load]);

  if (!popup) return null;
  if (PopupDialog) return <PopupDialog popup={popup} />;
  return failed ? <PlainPopup popup={popup} /> : null;
}
