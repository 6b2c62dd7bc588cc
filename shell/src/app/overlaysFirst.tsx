import { createRoot } from 'react-dom/client';
import { PopupHost, SiteProviders } from '@gold/ui';
import { SpinnerOverlay } from '../layout/SpinnerOverlay';

/**
 * Shows the shell's spinner overlay and popups before the layout runs, in a root of their own at
 * the end of the body: an island's request, and its failure, show as on any page (spec: the
 * overlay shows whenever the loading flag is on). The function returned takes them away, for the
 * layout's own to show them from then on (their state is the site store's).
 */
export function showOverlaysFirst(): () => void {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(
    <SiteProviders stylesSent>
      <SpinnerOverlay />
      <PopupHost />
    </SiteProviders>,
  );
  return () => {
    root.unmount();
    element.remove();
  };
}
