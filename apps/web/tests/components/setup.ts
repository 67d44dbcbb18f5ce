// Component tests: unmount what a test rendered and undo its stubs, so tests stay independent.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.body.removeAttribute('style');
});
