import { showFlashToast } from '@/components/account/flash-toast';
import { limits, storageKeys } from '@/config/haven';

/**
 * Site menus are native popovers (`popover` + `popovertarget`): they open, close on Escape
 * and on an outside click without any script. This adds what the platform does not:
 * placement under the button, focus on the first item, arrow keys, type-ahead, and
 * opening on hover after a short delay for pointer users.
 */
export function enhanceMenus() {
  for (const menu of document.querySelectorAll<HTMLElement>('[data-menu]')) {
    const button = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
    if (!button) continue;
    const items = () => [...menu.querySelectorAll<HTMLElement>('[data-menu-item]')].filter((el) => el.offsetParent !== null);

    menu.addEventListener('toggle', (event) => {
      const open = event.newState === 'open';
      button.setAttribute('aria-expanded', String(open));
      if (!open) return;
      placeBelow(menu, button);
      items()[0]?.focus();
    });

    let typed = '';
    let typedAt = 0;
    menu.addEventListener('keydown', (event) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list.at(to % list.length)?.focus();
      };
      if (event.key === 'ArrowDown') move(index + 1);
      else if (event.key === 'ArrowUp') move(index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(list.length - 1);
      else if (event.key === 'Tab') menu.hidePopover();
      else if (event.key.length === 1 && /\S/.test(event.key)) {
        const now = Date.now();
        typed = now - typedAt > limits.menu.typeaheadResetMs ? event.key : typed + event.key;
        typedAt = now;
        const match = list.find((el) => el.textContent?.trim().toLowerCase().startsWith(typed.toLowerCase()));
        match?.focus();
      }
    });
    menu.addEventListener('toggle', (event) => {
      if (event.newState === 'closed' && menu.contains(document.activeElement)) button.focus();
    });

    if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) {
      let timer: number | undefined;
      // A menu the hover opened stays open when the click that followed lands: without this the
      // click toggled it shut again, so a pointer user who paused over the button for more than
      // the hover delay before clicking saw the menu flash open and close.
      let openedByHover = false;
      button.addEventListener('pointerenter', () => {
        timer = window.setTimeout(() => {
          if (menu.matches(':popover-open')) return;
          menu.showPopover();
          openedByHover = true;
        }, limits.menu.submenuDelayMs);
      });
      button.addEventListener('pointerleave', () => window.clearTimeout(timer));
      button.addEventListener('click', (event) => {
        if (openedByHover && menu.matches(':popover-open')) event.preventDefault();
        openedByHover = false;
      });
      menu.addEventListener('toggle', (event) => {
        if (event.newState === 'closed') openedByHover = false;
      });
    }
  }
}

function placeBelow(menu: HTMLElement, button: HTMLElement) {
  const rect = button.getBoundingClientRect();
  const width = menu.offsetWidth;
  const left = Math.min(Math.max(8, rect.left), window.innerWidth - width - 8);
  menu.style.position = 'fixed';
  menu.style.top = `${rect.bottom + 6}px`;
  menu.style.left = `${left}px`;
}

/**
 * The mobile top sheet: focus its first link on open, close when a link inside is
 * followed, and open or close it with an edge swipe (spec section 9 thresholds).
 */
export function enhanceMobileMenu() {
  const sheet = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!sheet) return;
  sheet.addEventListener('toggle', (event) => {
    const open = event.newState === 'open';
    document.querySelector('[data-mobile-menu-button]')?.setAttribute('aria-expanded', String(open));
    if (open) sheet.querySelector<HTMLElement>('ul a, ul button')?.focus();
  });
  sheet.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) sheet.hidePopover();
  });
  enableEdgeSwipe(sheet);
}

function enableEdgeSwipe(sheet: HTMLElement) {
  const { edgeZonePx, swipeThresholdPx, minHorizontalMovePx } = limits.menu;
  let start: { x: number; y: number; fromEdge: boolean } | null = null;
  window.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return;
      start = { x: touch.clientX, y: touch.clientY, fromEdge: touch.clientX <= edgeZonePx };
    },
    { passive: true },
  );
  window.addEventListener(
    'touchend',
    (event) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      const horizontal = Math.abs(dx) > minHorizontalMovePx && Math.abs(dx) > Math.abs(dy);
      const open = sheet.matches(':popover-open');
      if (horizontal && !open && start.fromEdge && dx >= swipeThresholdPx && window.innerWidth < 768) sheet.showPopover();
      else if (horizontal && open && dx <= -swipeThresholdPx) sheet.hidePopover();
      start = null;
    },
    { passive: true },
  );
}

export type Plan = 'free' | 'premium' | 'enterprise';
const planNames: Record<Plan, string> = { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' };

export interface UpgradeOfferInput {
  plan: Plan;
  /** The account's `app_metadata.role`, or null. */
  role: string | null;
  /** `limits.plans.paidPlanAvailable` unless given (tests). */
  paidPlanAvailable?: boolean;
}

/**
 * Whether a menu offers "Upgrade to Premium": only while a paid plan is on sale, only to a
 * member on the free plan, and never to an admin or a partner (a professional's account: the
 * plans are for members).
 */
export function offersUpgrade({ plan, role, paidPlanAvailable = limits.plans.paidPlanAvailable }: UpgradeOfferInput): boolean {
  return paidPlanAvailable && plan === 'free' && role !== 'admin' && role !== 'partner';
}

function readStored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/**
 * Shows the plan badge, the subscriber dot, the upgrade entry (rendered only while a paid
 * plan is on sale, hidden until this decides) and, for admins, the link to the admin area. The
 * plan is cached in local storage by the account code after it reads the subscriptions table;
 * until then a signed-in member is shown
 * the free plan after the spec's 50 ms delay. The role comes from the stored session: it only
 * decides what the menu offers, never what anyone may do.
 */
export function showPlan({ paidPlanAvailable = limits.plans.paidPlanAvailable }: { paidPlanAvailable?: boolean } = {}) {
  window.setTimeout(() => {
    const stored = readStored<{ plan?: string }>(storageKeys.plan);
    const plan: Plan = stored?.plan === 'premium' || stored?.plan === 'enterprise' ? stored.plan : 'free';
    const role = readStored<{ user?: { app_metadata?: { role?: unknown } } }>(storageKeys.session)?.user?.app_metadata?.role;
    const upgrade = offersUpgrade({ plan, role: typeof role === 'string' ? role : null, paidPlanAvailable });
    for (const badge of document.querySelectorAll<HTMLElement>('[data-plan-badge]')) {
      badge.dataset['plan'] = plan;
      badge.textContent = planNames[plan];
    }
    for (const dot of document.querySelectorAll<HTMLElement>('[data-subscriber-dot]')) dot.dataset['subscribed'] = String(plan !== 'free');
    for (const item of document.querySelectorAll<HTMLElement>('[data-upgrade-item]')) item.hidden = !upgrade;
    // The way to the admin area, for admins (the area itself checks the role on the server).
    for (const item of document.querySelectorAll<HTMLElement>('[data-admin-item]')) item.hidden = role !== 'admin';
  }, limits.subscriptionDefaultDelayMs);
}

/**
 * Sign-out buttons load the auth code only when pressed, send the journal entries and check-ins
 * still waiting on this device (asking before deleting any that cannot be sent), sign out on
 * every device and go home, where the spec's "Signed out" (or "Sign out failed") toast is shown. Once the code has loaded
 * this device is signed out whatever the server says, so the page always moves on.
 */
export function enhanceSignOut() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    const signOut = async () => {
      button.disabled = true;
      let actions: typeof import('@/lib/auth-actions');
      try {
        actions = await import('@/lib/auth-actions');
      } catch {
        button.disabled = false;
        showFlashToast({
          title: 'Sign out failed',
          description: "We couldn't load what's needed to sign out. Check your internet connection and try again.",
          variant: 'destructive',
        });
        return;
      }
      // Signing out deletes journal entries and check-ins not yet sent: send them, or ask first.
      const { readyToSignOut } = await import('@/components/account/unsent-sign-out');
      if (!(await readyToSignOut())) {
        button.disabled = false;
        return;
      }
      // A failure toast is kept for the next page like the success one, so it needs no handling here.
      await actions.signOutAndFlash().catch(() => undefined);
      location.assign('/');
    };
    button.addEventListener('click', () => void signOut());
  }
}
