import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// jest-dom's matchers (toBeInTheDocument, toHaveTextContent...) for the component tests.
expect.extend(matchers);
// A machine busy with parallel builds needs more than the default second for a dialog to open.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
