import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unit tests read toasts from the $toasts store. Marking the toaster as mounted stops toast()
// from mounting its own React root, which Testing Library's cleanup would not unmount: its
// updates could then run after this file's jsdom window is gone ("window is not defined").
document.documentElement.dataset['toaster'] = 'mounted';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
