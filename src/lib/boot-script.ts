import { createHash } from 'node:crypto';
import { storageKeys } from '../config/haven.ts';

/**
 * Runs in <head> before first paint: applies the stored theme, accessibility preferences and
 * signed-in state as data attributes on <html>, so nothing flashes. Inline for speed; its
 * SHA-256 is listed in the page's Content-Security-Policy (see astro.config.mjs).
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
  root.dataset.auth = session && session.refresh_token && session.user ? 'signed-in' : 'signed-out';
})(${JSON.stringify({ settings: storageKeys.settings, theme: storageKeys.theme, session: storageKeys.session })});`;

/** The CSP source expression that allows exactly `bootScript`. */
export const bootScriptHash: `sha256-${string}` = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`;
