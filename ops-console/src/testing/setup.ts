import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A machine busy with parallel builds needs more than the default second for a dialog to open;
// each test starts signed out.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => sessionStorage.clear());
