import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { JournalStats } from '@/components/journal/JournalStats';
import { CrisisNotice } from '@/components/journal/CrisisNotice';
import { TagInput } from '@/components/journal/TagInput';
import { defaultSettings } from '@/lib/settings';
import { $crisis, $entryStats } from '@/stores/journal';
import { $settings } from '@/stores/settings';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T17:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  $crisis.set({ level: 'none', categories: [] });
});

test('journal statistics count days in the time zone from settings', () => {
  // Now is Nov 20, 9 AM in Los Angeles and Nov 21, 2 AM in Tokyo. An entry at 10:00 UTC on
  // Nov 14 was written on Nov 14 in both: within the last 7 days in Los Angeles (14–20), not in Tokyo (15–21).
  $entryStats.set([{ client_id: 'a', created_at: '2026-11-14T10:00:00Z', word_count: 12, tags: ['sleep'] }]);
  $settings.set(defaultSettings('America/Los_Angeles'));
  const { unmount } = render(<JournalStats />);
  expect(screen.getByText("You've written on 1 of the last 7 days.")).toBeInTheDocument();
  expect(screen.getByText('sleep')).toBeInTheDocument();
  unmount();
  $settings.set(defaultSettings('Asia/Tokyo'));
  render(<JournalStats />);
  expect(screen.getByText('Write whenever it helps. There is no schedule to keep.')).toBeInTheDocument();
});

test('crisis language brings the crisis card with 988, 741741, 911 and the safety plan', () => {
  $crisis.set({ level: 'crisis', categories: ['suicide'] });
  render(<CrisisNotice />);
  const card = screen.getByRole('region', { name: 'Crisis resources' });
  expect(card).toHaveTextContent('Your entry is saved.');
  expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  expect(screen.getByRole('link', { name: 'Open your safety plan' })).toHaveAttribute('href', '/safety-plan');
});

test('an unclear signal gets a gentle note with help one click away, not the full card', () => {
  $crisis.set({ level: 'concern', categories: ['suicide'] });
  render(<CrisisNotice />);
  expect(screen.queryByRole('region', { name: 'Crisis resources' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
});

test('tags: a comma adds what was typed and empties the box, even a comma on its own', async () => {
  function Tags() {
    const [tags, setTags] = useState<string[]>([]);
    return <TagInput label="Tags" tags={tags} onChange={setTags} />;
  }
  render(<Tags />);
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Tags' });
  await user.type(box, ',');
  expect(box).toHaveValue('');
  await user.type(box, 'Sleep,');
  expect(box).toHaveValue('');
  expect(screen.getByRole('list', { name: 'Tags: chosen' })).toHaveTextContent('sleep');
});
