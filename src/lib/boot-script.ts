import { createHash } from 'node:crypto';
import { storageKeys } from '../config/haven.ts';
import { SESSION_GAP_MS } from '../../supabase/functions/_shared/companion/disclosure.ts';

/**
 * Runs in <head> before first paint: applies the stored theme, accessibility preferences and
 * signed-in state as data attributes on <html>, so nothing flashes. Inline for speed; its
 * SHA-256 is listed in the page's Content-Security-Policy (see astro.config.mjs).
 *
 * A professional's account is marked `data-role="partner"`, so the chrome shows the partner's
 * navigation instead of the member tools (the role only decides what is shown, never what is allowed).
 *
 * It also says what the Wren chat will open with (`data-wren-start`, `data-wren-first-use`), the
 * same choice as `chatStart` and `checkDisclosure` make once the chat has loaded, so the chat
 * page can paint the disclosure straight from its HTML (tests/unit/boot-script.test.ts keeps the
 * two in step).
 */
export const bootScript = `(function (keys) {
  var root = document.documentElement;
  function read(key) {
    try { return JSON.parse(localStorage.getItem(key) || 'null'); } catch (e) { return null; }
  }
  function mq(query) { return window.matchMedia(query).matches; }
  var settings = read(keys.settings) || {};
  var a11y = (settings.preferences && settings.preferences.accessibility) || {};
  var theme = read(keys.theme) || {};
  var mode = ['light', 'dark', 'auto'].indexOf(theme.mode) >= 0 ? theme.mode : 'auto';
  var dark = mode === 'dark' || (mode === 'auto' && mq('(prefers-color-scheme: dark)'));
  var contrast = a11y.highContrast === true || mq('(prefers-contrast: more)');
  root.dataset.theme = contrast ? 'high-contrast' : dark ? 'dark' : 'light';
  root.dataset.themeMode = mode;
  root.dataset.motion = a11y.reducedMotion === true || mq('(prefers-reduced-motion: reduce)') ? 'reduce' : 'full';
  root.dataset.fontSize = ['small', 'medium', 'large', 'x-large'].indexOf(a11y.fontSize) >= 0 ? a11y.fontSize : 'medium';
  root.style.colorScheme = root.dataset.theme === 'dark' ? 'dark' : 'light';
  var session = read(keys.session);
  var signedIn = Boolean(session && session.refresh_token && session.user);
  root.dataset.auth = signedIn ? 'signed-in' : 'signed-out';
  var role = signedIn && session.user.app_metadata && session.user.app_metadata.role;
  if (role === 'partner') root.dataset.role = 'partner';
  try {
    var firstUse = localStorage.getItem(keys.wrenDisclosed) === null;
    var wren = null;
    try { wren = JSON.parse(sessionStorage.getItem(keys.wrenSession) || 'null'); } catch (e) {}
    var fresh = Boolean(wren) && typeof wren.ackAt === 'number' && typeof wren.lastAt === 'number' && Date.now() - wren.lastAt < keys.wrenGapMs;
    var age = localStorage.getItem(keys.wrenAge);
    root.dataset.wrenFirstUse = firstUse ? 'yes' : 'no';
    root.dataset.wrenStart =
      !signedIn && age === 'under-18' ? 'young' : !signedIn && age !== 'adult' ? 'gate-age' : !fresh || firstUse ? 'gate' : 'chat';
  } catch (e) {}
})(${JSON.stringify({
  settings: storageKeys.settings,
  theme: storageKeys.theme,
  session: storageKeys.session,
  wrenDisclosed: storageKeys.wrenDisclosed,
  wrenSession: storageKeys.wrenSession,
  wrenAge: storageKeys.wrenAge,
  wrenGapMs: SESSION_GAP_MS,
})});`;

/** The CSP source expression that allows exactly `bootScript`. */
export const bootScriptHash: `sha256-${string}` = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`;
