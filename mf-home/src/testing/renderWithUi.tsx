import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '@gold/ui';

/** Renders `ui` inside the site's Chakra system, as the shell does (rerenders too). */
export function renderWithUi(ui: ReactElement) {
  return render(ui, { wrapper: UiProvider });
}
