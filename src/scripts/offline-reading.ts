import { offlineReading, pageKey, type OfflineManifest, type OfflineProgress } from '@/lib/offline-reading';

/*
 * Offline reading from the page's side: when to ask the service worker to save the public pages
 * (src/sw.ts does the saving), and the library's "Read offline" card.
 */

const supported = () => 'serviceWorker' in navigator && 'caches' in window;
const installed = () => matchMedia('(display-mode: standalone)').matches || localStorage.getItem('pwa-installed') === 'true';

/** Saving is on when the member chose it, or the app is installed and they haven't turned it off. */
function wanted() {
  const choice = localStorage.getItem(offlineReading.choiceKey);
  return choice === 'on' || (choice !== 'off' && installed());
}

function listenForProgress(onProgress?: (progress: OfflineProgress) => void) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<OfflineProgress | null>) => {
    if (event.data?.type !== 'OFFLINE_READING_PROGRESS') return;
    if (event.data.done && !event.data.failed) localStorage.setItem(offlineReading.savedAtKey, String(Date.now()));
    onProgress?.(event.data);
  });
}

async function askWorkerToSave() {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'SAVE_FOR_OFFLINE' });
}

/**
 * After the page has loaded and the browser is idle, asks the worker to bring offline reading up
 * to date, at most once an hour (it fetches only pages that changed). Never on the way to a
 * first paint, and never unless the member installed the app or chose "Save for offline".
 */
export function scheduleOfflineReading() {
  if (!supported() || !wanted()) return;
  const savedAt = Number(localStorage.getItem(offlineReading.savedAtKey) ?? 0);
  if (Date.now() - savedAt < offlineReading.recheckMs) return;
  listenForProgress();
  const start = () => void askWorkerToSave().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 10_000 });
  else window.setTimeout(start, 3000);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The saved copy's state, read from Cache Storage: how many pages are saved and whether the copy is whole. */
async function savedState() {
  const cache = await caches.open(offlineReading.cache);
  const stored = await cache.match(offlineReading.manifestPath);
  const manifest = stored ? ((await stored.json()) as OfflineManifest) : null;
  const keys = await cache.keys();
  const pages = keys.filter((request) => new URL(request.url).pathname !== offlineReading.manifestPath).length;
  return { complete: manifest !== null && pages >= manifest.pages.length, pages };
}

async function spaceUsed() {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.usage;
}

async function downloadSize() {
  try {
    const response = await fetch(offlineReading.manifestPath, { cache: 'no-store' });
    const manifest = (await response.json()) as OfflineManifest;
    return manifest.pages.reduce((sum, page) => sum + page.gzipBytes, 0);
  } catch {
    return undefined;
  }
}

/** Paths of the pages that open offline on this device: saved for offline reading, or opened before. */
async function pagesReadableOffline(): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const name of [offlineReading.cache, offlineReading.pagesCache]) {
    if (!(await caches.has(name))) continue;
    for (const request of await (await caches.open(name)).keys()) paths.add(pageKey(new URL(request.url).pathname));
  }
  return paths;
}

const checkIcon =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4"><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/></svg>';

/** Marks each article in the library's list that opens offline on this device "Available offline" (and unmarks the rest). */
export async function markArticlesAvailableOffline(root: ParentNode = document) {
  const readable = await pagesReadableOffline().catch(() => new Set<string>());
  for (const item of root.querySelectorAll<HTMLElement>('[data-article-list] > li')) {
    const link = item.querySelector<HTMLAnchorElement>('a[href]');
    const available = link !== null && readable.has(pageKey(new URL(link.href).pathname));
    const badge = item.querySelector('[data-offline-badge]');
    if (!available) badge?.remove();
    else if (!badge) {
      const mark = document.createElement('p');
      mark.dataset['offlineBadge'] = '';
      mark.className = 'text-primary mt-2 inline-flex items-center gap-1.5 text-sm font-semibold';
      mark.innerHTML = `${checkIcon}<span>Available offline</span>`;
      item.querySelector('article')?.append(mark);
    }
  }
}

/** The library's "Read offline" card: its status line, "Save for offline" and "Remove offline copy". */
export function enhanceOfflineReadingCard(card: HTMLElement) {
  if (!supported()) return;
  const status = card.querySelector<HTMLElement>('[data-offline-status]')!;
  const save = card.querySelector<HTMLButtonElement>('[data-offline-save]')!;
  const remove = card.querySelector<HTMLButtonElement>('[data-offline-remove]')!;
  card.hidden = false;

  const show = (state: 'saved' | 'saving' | 'not-saved', text: string) => {
    const hadFocus = document.activeElement === save;
    card.dataset['state'] = state;
    status.textContent = text;
    // While saving, the button stays where it is (and keeps focus), marked as busy.
    save.hidden = state === 'saved';
    save.setAttribute('aria-disabled', String(state === 'saving'));
    save.textContent = state === 'saving' ? 'Saving…' : 'Save for offline';
    remove.hidden = state !== 'saved';
    if (hadFocus && save.hidden) remove.focus();
  };

  const refresh = async () => {
    void markArticlesAvailableOffline();
    const { complete, pages } = await savedState();
    if (complete) {
      const used = await spaceUsed();
      show('saved', `Available offline: ${pages} pages.${used ? ` Haven uses ${megabytes(used)} of storage on this device.` : ''}`);
    } else if (wanted() && pages > 0) {
      show('saving', `Saving for offline… ${pages} pages so far.`);
    } else {
      const size = await downloadSize();
      show(
        'not-saved',
        `Save every article, program and crisis page on this device${size ? ` (about ${megabytes(size)})` : ''} to read them without a connection.`,
      );
    }
  };

  listenForProgress((progress) => {
    if (progress.failed) {
      show('not-saved', "Saving stopped: Haven couldn't be reached. Try again when you're back online.");
    } else if (progress.done) void refresh();
    else show('saving', `Saving for offline… ${progress.saved} of ${progress.total} pages.`);
  });

  save.addEventListener('click', () => {
    if (card.dataset['state'] === 'saving') return;
    localStorage.setItem(offlineReading.choiceKey, 'on');
    show('saving', 'Saving for offline…');
    void askWorkerToSave();
  });
  const forget = async () => {
    localStorage.setItem(offlineReading.choiceKey, 'off');
    localStorage.removeItem(offlineReading.savedAtKey);
    // The worker stops a save under way and deletes the copy too; deleting here shows it at once.
    (await navigator.serviceWorker.getRegistration())?.active?.postMessage({ type: 'FORGET_OFFLINE_READING' });
    await caches.delete(offlineReading.cache);
    await refresh();
    save.focus();
  };
  remove.addEventListener('click', () => void forget());
  void refresh();
}
