import { describe, expect, test } from 'vitest';
import { limits, product, routes } from '@/config/haven';

describe('haven config', () => {
  test('derives the product routes from the product slug', () => {
    expect(product).toMatchObject({ name: 'Haven', slug: 'haven', companion: 'Wren' });
    expect(routes.chat).toBe('/haven-ai');
    expect(routes.checkIn).toBe('/haven-assessment');
    expect(routes.article('sleep-basics')).toBe('/library/sleep-basics');
    expect(routes.subscription).toBe('/account?tab=subscription');
  });

  test('holds the spec’s crisis rule and limits', () => {
    expect(limits.assessment).toMatchObject({
      crisisAnswerAt: 'top-of-scale',
      crisisAnswerCount: 3,
      crisisSeverityCap: 10,
      maxRecommendations: 3,
      retryAttempts: 3,
    });
    expect(limits.menu).toMatchObject({ swipeThresholdPx: 50, edgeZonePx: 50, minHorizontalMovePx: 10, animationMs: 300 });
    expect(limits.install).toEqual({ promptDelayMs: 5000, dismissedKey: 'pwa-prompt-dismissed' });
  });
});
