import { act, render, screen } from '@testing-library/react';
import type { MapStore } from 'nanostores';
import { afterEach, expect, test } from 'vitest';
import { OfflineCopyNote, savedAtText } from '@/components/site/OfflineCopyNote';
import { $fromDevice } from '@/lib/query-cache';
import { defaultSettings } from '@/lib/settings';
import { $settings } from '@/stores/settings';

const fromDevice = $fromDevice as MapStore<Record<string, number>>;
afterEach(() => fromDevice.set({}));

test('the saved time reads as a time today, and with the date on an earlier day, in the member’s time zone', () => {
  const now = new Date('2026-11-27T20:00:00Z');
  expect(savedAtText(Date.parse('2026-11-27T20:05:00Z') - 60 * 60_000, 'America/New_York', now)).toBe('2:05 PM');
  expect(savedAtText(Date.parse('2026-11-26T20:05:00Z'), 'America/New_York', now)).toBe('Nov 26, 3:05 PM');
  // 01:00 UTC on the 27th is still the 26th in New York.
  expect(savedAtText(Date.parse('2026-11-27T01:00:00Z'), 'America/New_York', now)).toBe('Nov 26, 8:00 PM');
});

test('the note shows only while a key shows its on-device copy, with the oldest copy’s time', () => {
  $settings.set(defaultSettings('America/New_York'));
  render(<OfflineCopyNote detail="New check-ins are kept here." />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  act(() => {
    fromDevice.setKey('moods/u/32d/device', today.getTime() + 60 * 60_000);
    fromDevice.setKey('scores/u', today.getTime());
  });
  const time = savedAtText(today.getTime(), 'America/New_York');
  expect(status).toHaveTextContent(`Offline — showing what was saved on this device at ${time}. New check-ins are kept here.`);
  act(() => fromDevice.set({}));
  expect(status).toBeEmptyDOMElement();
});
