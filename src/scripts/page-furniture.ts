import { limits } from '@/config/haven';

/**
 * After navigating within the site, move focus to the main content so keyboard and
 * screen-reader users start where the new page starts (spec section 2, "Page furniture").
 * A visit from elsewhere, or a link to an anchor, keeps the browser's default.
 */
export function focusMainOnArrival() {
  if (location.hash) return;
  const fromHere = URL.canParse(document.referrer) && new URL(document.referrer).origin === location.origin;
  if (!fromHere) return;
  window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** Shows the scroll-to-top button once the page has scrolled past the threshold. */
export function enhanceScrollToTop(button: HTMLElement) {
  let ticking = false;
  const update = () => {
    ticking = false;
    const visible = window.scrollY > limits.scrollTopThresholdPx;
    button.dataset['visible'] = String(visible);
    button.inert = !visible;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  button.addEventListener('click', () => {
    const reduce = document.documentElement.dataset['motion'] === 'reduce';
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  update();
}
