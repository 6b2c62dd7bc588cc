import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '@gold/ui';

/** Renders a page inside the site's Chakra system, as the shell does. */
export function renderPage(page: ReactElement) {
  return render(<UiProvider>{page}</UiProvider>);
}
