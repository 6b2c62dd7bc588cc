import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// jest-dom's matchers (toBeVisible, toHaveAttribute...) for every test of this remote, and a
// clean document after each test (vitest runs without globals, so RTL cannot do it itself).
expect.extend(matchers);
afterEach(cleanup);
