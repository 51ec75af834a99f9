/** Swaps an image that fails to load for its frame's placeholder (spec: hero image fallback). */
export function enableImageFallbacks(root: ParentNode = document) {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback-image]')) {
    const showPlaceholder = () => {
      const frame = image.closest('[data-image-frame]');
      image.hidden = true;
      frame?.querySelector<HTMLElement>('[data-image-placeholder]')?.classList.replace('hidden', 'flex');
    };
    if (image.complete && image.naturalWidth === 0) showPlaceholder();
    else image.addEventListener('error', showPlaceholder, { once: true });
  }
}
