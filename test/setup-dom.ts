import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The suite runs on slow, shared 2-core machines: give findBy/waitFor room before calling a
// rendered state missing. This only lengthens the wait for a failure, never a pass.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
