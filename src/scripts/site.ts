import { startIdleSignOut } from '@/components/account/idle-watch';
import { startMetricsIfEnabled } from './metrics';
import { enhanceMenus, enhanceMobileMenu, enhanceSignOut, showPlan } from './navbar';
import { scheduleOfflineReading } from './offline-reading';
import { enhanceScrollToTop, focusMainOnArrival } from './page-furniture';
import { schedulePreloads } from './preload';
import { enableInstallPrompt, registerServiceWorker, showConnectionState } from './pwa';
import { scheduleSeoAudit } from './seo-audit';
import { enhanceThemeToggle } from './theme-toggle';
import { mountToasterOnDemand } from './toaster';
import { enableTouchFeedback } from './touch-feedback';

/*
 * What every page runs, as one module: the site chrome (Navbar, ThemeToggle, PwaFurniture,
 * ScrollToTop) and the layout's own work. One request instead of eight separate entry scripts
 * matters on a slow phone, where each costs a round trip before the page settles.
 */

// Site chrome (src/components/site/*.astro).
enhanceMenus();
enhanceMobileMenu();
enhanceSignOut();
showPlan();
enhanceThemeToggle();
enableTouchFeedback();
mountToasterOnDemand();
const offlineBanner = document.querySelector<HTMLElement>('[data-offline-banner]');
const installButton = document.querySelector<HTMLButtonElement>('[data-install-button]');
if (offlineBanner) showConnectionState(offlineBanner);
if (installButton) enableInstallPrompt(installButton);
const scrollTop = document.querySelector<HTMLElement>('[data-scroll-top]');
if (scrollTop) enhanceScrollToTop(scrollTop);

// The layout (src/layouts/BaseLayout.astro): arrival focus, the message left by the previous page
// and the idle sign-out for members, prefetching, opt-in metrics and the SEO audit.
focusMainOnArrival();
startIdleSignOut();
schedulePreloads();
startMetricsIfEnabled();
scheduleSeoAudit();

// The worker, then (when the app is installed or the member chose it) offline reading: both wait
// for the page to finish loading, so neither competes with a first visit.
const afterLoad = () => void registerServiceWorker().then(scheduleOfflineReading);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
