import { createRoot } from 'react-dom/client';
import Toaster from './Toaster';

/** Renders the Toaster on a page that has none (static pages load React only when a toast is needed). */
export function mountToaster() {
  if (document.documentElement.dataset['toaster'] === 'mounted') return;
  document.documentElement.dataset['toaster'] = 'mounted';
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
