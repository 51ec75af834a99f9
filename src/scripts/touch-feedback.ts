import { limits } from '@/config/haven';

const TAPPABLE = 'button, a[href], [role="button"], summary, label';

/**
 * Touch feedback (spec §9): a finger on a button or link gets a 10 ms vibration, where the
 * Vibration API exists, and a pressed look that clears 100 ms after the finger lifts. Both are
 * off with reduced motion (the member's setting or the system's: `html[data-motion]`), and a
 * mouse or pen never triggers them.
 */
export function enableTouchFeedback(root: Document = document) {
  root.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType !== 'touch' || root.documentElement.dataset['motion'] === 'reduce') return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
      if (!target || target.matches(':disabled, [aria-disabled="true"]')) return;
      if (typeof navigator.vibrate === 'function') navigator.vibrate(limits.touch.hapticMs);
      target.dataset['pressed'] = '';
      const release = () => window.setTimeout(() => delete target.dataset['pressed'], limits.touch.feedbackResetMs);
      target.addEventListener('pointerup', release, { once: true });
      target.addEventListener('pointercancel', release, { once: true });
    },
    { passive: true },
  );
}
