import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { siteStore } from '@gold/http';
import { UiProvider } from '../system/UiProvider';
import { PopupHost } from './PopupHost';

/** Test helper: the popup host as the shell mounts it, on the site's store. */
export function renderPopupHost() {
  render(
    <Provider store={siteStore}>
      <UiProvider>
        <PopupHost />
      </UiProvider>
    </Provider>,
  );
}
