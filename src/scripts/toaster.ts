import { TOAST_WANTED } from '@/lib/toast-event';

/**
 * Mounts the toast viewport the first time a page raises a toast (src/stores/toast.ts marks the
 * page and sends an event). Whichever runs first, the toast or this script, the viewport mounts.
 */
export function mountToasterOnDemand() {
  const mount = () => void import('@/components/ui/mount-toaster').then(({ mountToaster }) => mountToaster());
  if (document.documentElement.dataset['toaster'] === 'wanted') mount();
  else document.addEventListener(TOAST_WANTED, mount, { once: true });
}
