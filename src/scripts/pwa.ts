import { limits } from '@/config/haven';

const isLocalhost = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

/**
 * On localhost a stale worker from another project (or a dev server) can hijack the page: if
 * /sw.js is missing or not JavaScript, unregister every worker and reload (spec section 4).
 * When the server can't be reached at all (offline), nothing is decided. A HEAD request: the
 * status and type decide, and the worker's 24 KB stay on the server (registering fetches it anyway).
 */
async function workerScriptState(): Promise<'valid' | 'invalid' | 'unreachable'> {
  try {
    const response = await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' });
    // A HEAD answer has no body, but unless it is read Chromium ends the request as aborted
    // (net::ERR_ABORTED), which reads as a failed request on every page.
    await response.text();
    return response.ok && (response.headers.get('content-type') ?? '').includes('javascript') ? 'valid' : 'invalid';
  } catch {
    return 'unreachable';
  }
}

async function showUpdateToast(waiting: ServiceWorker) {
  const { toast } = await import('@/stores/toast');
  toast({
    title: 'Update Available',
    description: 'A new version of Haven is ready. Update now, or keep going and update later.',
    duration: Infinity,
    action: {
      label: 'Update',
      altText: 'Update Haven now and reload the page',
      onAction: () => {
        waiting.postMessage({ type: 'SKIP_WAITING' });
        // Reload once the new worker is in charge, so the page never mixes old and new assets.
        const reloadWhenActive = () =>
          waiting.state === 'activated' || waiting.state === 'redundant' ? location.reload() : setTimeout(reloadWhenActive, 100);
        reloadWhenActive();
      },
    },
    secondaryAction: { label: 'Later', altText: 'Keep using this version for now', onAction: () => undefined },
  });
}

/** Calls `onWaiting` whenever a new worker has installed while another one is active (spec section 4). */
function watchForUpdates(registration: ServiceWorkerRegistration, onWaiting: (worker: ServiceWorker) => void) {
  if (registration.waiting && registration.active) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state !== 'installed') return;
      if (registration.active) onWaiting(installing);
      else console.info('Haven is installed for offline use.');
    });
  });
}

/** Registers /sw.js; outcomes are "installed for offline use" or "update available". Failures are only logged. */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const state = isLocalhost ? await workerScriptState() : 'valid';
  if (state === 'unreachable') return;
  if (state === 'invalid') {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0) location.reload();
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    watchForUpdates(registration, (worker) => void showUpdateToast(worker));
  } catch (error) {
    console.error('The service worker could not be registered:', error instanceof Error ? error.message : error);
  }
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The install button appears once the browser offers installation — at once when it fires
 * `beforeinstallprompt`, or 5 s after the page became installable (spec section 9). Accepting
 * marks the app installed; dismissing hides the button for this browser session.
 */
export function enableInstallPrompt(button: HTMLButtonElement) {
  const dismissedKey = limits.install.dismissedKey;
  let deferred: InstallPromptEvent | null = null;
  const hide = () => {
    button.hidden = true;
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    if (sessionStorage.getItem(dismissedKey) === 'true') return;
    button.hidden = false;
  });
  window.addEventListener('appinstalled', () => {
    localStorage.setItem('pwa-installed', 'true');
    hide();
  });
  const install = async () => {
    if (!deferred) return;
    try {
      await deferred.prompt();
      const { outcome } = await deferred.userChoice;
      if (outcome === 'accepted') localStorage.setItem('pwa-installed', 'true');
      else sessionStorage.setItem(dismissedKey, 'true');
    } catch (error) {
      console.error('The install prompt failed:', error instanceof Error ? error.message : error);
    }
    deferred = null;
    hide();
  };
  button.addEventListener('click', () => void install());
  // Some browsers only signal installability after engagement; check again after the delay.
  window.setTimeout(() => {
    if (deferred && sessionStorage.getItem(dismissedKey) !== 'true') button.hidden = false;
  }, limits.install.promptDelayMs);
}

/** A calm note while offline, saying what still works. */
export function showConnectionState(banner: HTMLElement) {
  const update = () => {
    banner.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
