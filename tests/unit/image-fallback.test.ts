import { beforeEach, describe, expect, test } from 'vitest';
import { enableImageFallbacks } from '@/scripts/image-fallback';

function frame() {
  document.body.innerHTML = `
    <div data-image-frame>
      <img src="data:image/svg+xml,%3Csvg%2F%3E" alt="Hills" data-fallback-image />
      <div class="hidden" data-image-placeholder><p>Take a slow breath.</p></div>
    </div>`;
  return {
    image: document.querySelector('img')!,
    placeholder: document.querySelector<HTMLElement>('[data-image-placeholder]')!,
  };
}

describe('hero image fallback', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  test('an image that fails to load gives way to its placeholder', () => {
    const { image, placeholder } = frame();
    enableImageFallbacks();
    expect(placeholder.classList.contains('hidden')).toBe(true);
    image.dispatchEvent(new Event('error'));
    expect(image.hidden).toBe(true);
    expect(placeholder.classList.contains('flex')).toBe(true);
    expect(placeholder.classList.contains('hidden')).toBe(false);
  });

  test('an image that already failed before the script ran is swapped at once', () => {
    const { image, placeholder } = frame();
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    enableImageFallbacks();
    expect(image.hidden).toBe(true);
    expect(placeholder.classList.contains('flex')).toBe(true);
  });

  test('a loaded image stays', () => {
    const { image, placeholder } = frame();
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 640 });
    enableImageFallbacks();
    expect(image.hidden).toBe(false);
    expect(placeholder.classList.contains('hidden')).toBe(true);
  });
});
