import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useLoad } from '@/components/admin/use-load';

/** Admin views load on demand with the data cache's retry rule: never a 4xx, others up to twice. */
describe('useLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a failure that may pass is tried twice more, 1 s and 3 s apart, then succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce({ code: 'PGRST002', message: 'Could not query the database' })
      .mockResolvedValueOnce('figures');
    const { result } = renderHook(() => useLoad(load, 'k'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ data: 'figures', error: null, loading: false });
  });

  test('after two retries the admin is told in plain words', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useLoad(load, 'k'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ error: 'Haven could not be reached. Check your connection and try again.', loading: false });
  });

  test('a refusal (HTTP 4xx) is not retried', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue({ code: '42501', message: 'permission denied' });
    const { result } = renderHook(() => useLoad(load, 'k'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.error).toContain('not allowed');
  });
});
