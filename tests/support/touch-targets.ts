/**
 * Touch targets of at least 44×44 CSS px (spec "Toasts and touch", CONTRIBUTING "Accessible").
 * The two WCAG 2.5.8 exceptions that apply here are allowed: a link inside a sentence (its height
 * is set by the line of text around it), and a checkbox or radio inside a label that is itself
 * at least 44×44 (the label is the target). A "stretched" card link is measured by the card it
 * covers.
 */
export const MIN_TARGET = 44;

/** Runs in the page (`page.evaluate(smallTargets, MIN_TARGET)`): the visible targets smaller than `min`, as "name (width×height)". */
export function smallTargets(min: number): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="tab"]',
    'summary',
    'label',
  ].join(', ');
  const isToggle = (input: Element | null) => input instanceof HTMLInputElement && ['checkbox', 'radio'].includes(input.type);
  const isInlineLevel = (el: Element) => getComputedStyle(el).display.startsWith('inline') || getComputedStyle(el).display === 'contents';
  const blockOf = (el: Element): Element => {
    let node: Element | null = el;
    while (node && isInlineLevel(node)) node = node.parentElement;
    return node ?? document.body;
  };
  /** A link set in a sentence: inline, and its paragraph or list item has other words on the same lines. */
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = blockOf(el);
    if (!['P', 'LI'].includes(block.tagName)) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (el.contains(parent) || blockOf(parent) !== block || !parent.checkVisibility()) continue;
      words += node.textContent ?? '';
    }
    return /\p{L}{2,}/u.test(words);
  };
  const name = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const text =
      el.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? [...(el.labels ?? [])].map((label) => label.textContent).join(' ') || el.getAttribute('placeholder') || el.name
        : el.textContent) ??
      '';
    return `${el.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  /**
   * The area that takes the tap: a "stretched" link's absolutely placed ::after covers its
   * positioned ancestor (a whole card); a wrapped inline element is judged by its largest line.
   */
  const targetBox = (el: Element): { width: number; height: number } => {
    const after = getComputedStyle(el, '::after');
    const covers = ['top', 'right', 'bottom', 'left'].every((side) => after.getPropertyValue(side) === '0px');
    if (after.content !== 'none' && after.position === 'absolute' && covers && el instanceof HTMLElement) {
      const holder = getComputedStyle(el).position === 'static' ? el.offsetParent : el;
      if (holder) return holder.getBoundingClientRect();
    }
    const lines = [...el.getClientRects()];
    if (lines.length > 1 && getComputedStyle(el).display === 'inline') {
      return { width: Math.max(...lines.map((r) => r.width)), height: Math.max(...lines.map((r) => r.height)) };
    }
    return el.getBoundingClientRect();
  };
  const found: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.tagName === 'LABEL') {
      const control = (el as HTMLLabelElement).control;
      if (!isToggle(control)) continue;
    }
    if (
      el.closest('[inert]') ||
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true })
    )
      continue;
    const box = targetBox(el);
    // Visually hidden (sr-only) controls are not targets on screen; their visible label is checked instead.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
    if (inSentence(el)) continue;
    if (isToggle(el)) {
      const label = el.closest('label');
      if (label) {
        const outer = label.getBoundingClientRect();
        if (outer.width >= min - 0.01 && outer.height >= min - 0.01) continue;
      }
    }
    found.push(`${name(el)} (${Math.round(box.width)}×${Math.round(box.height)})`);
  }
  return found;
}
