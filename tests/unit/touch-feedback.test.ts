import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { limits } from '@/config/haven';
import { enableTouchFeedback } from '@/scripts/touch-feedback';

/* Spec §9: a 10 ms vibration on touch actions and a touch feedback reset after 100 ms. */

const vibrate = vi.fn(() => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  enableTouchFeedback();
});

beforeEach(() => {
  vi.useFakeTimers();
  vibrate.mockClear();
  document.documentElement.dataset['motion'] = 'full';
  document.body.innerHTML = '<button type="button">Save</button><button type="button" disabled>Off</button><p>Text</p>';
});

afterEach(() => vi.useRealTimers());

function press(target: Element, pointerType: string) {
  const down = new Event('pointerdown', { bubbles: true });
  Object.defineProperty(down, 'pointerType', { value: pointerType });
  target.dispatchEvent(down);
  target.dispatchEvent(new Event('pointerup'));
}

test('a finger on a button vibrates for 10 ms and shows pressed until 100 ms after lifting', () => {
  const button = document.querySelector('button')!;
  press(button, 'touch');
  expect(vibrate).toHaveBeenCalledWith(limits.touch.hapticMs);
  expect(limits.touch.hapticMs).toBe(10);
  expect(button.dataset['pressed']).toBe('');
  vi.advanceTimersByTime(limits.touch.feedbackResetMs - 1);
  expect(button.dataset['pressed']).toBe('');
  vi.advanceTimersByTime(1);
  expect(button.dataset['pressed']).toBeUndefined();
});

test('a mouse, a disabled button, plain text and reduced motion get nothing', () => {
  const [button, disabled] = document.querySelectorAll('button');
  press(button!, 'mouse');
  press(disabled!, 'touch');
  press(document.querySelector('p')!, 'touch');
  document.documentElement.dataset['motion'] = 'reduce';
  press(button!, 'touch');
  expect(vibrate).not.toHaveBeenCalled();
  expect(button!.dataset['pressed']).toBeUndefined();
});
