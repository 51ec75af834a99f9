import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MessageItem } from '@/components/companion/MessageItem';
import { RichText } from '@/components/companion/RichText';
import { $chat, acknowledgeDisclosure, checkDisclosure, newConversation, readEvents, type ChatMessage } from '@/stores/companion';
import { buildSummary } from '../../supabase/functions/_shared/companion/summary.ts';

afterEach(() => {
  sessionStorage.clear();
  newConversation();
});

describe('the AI disclosure gate', () => {
  test('shows before first use and at the start of every session, not again within one', () => {
    const t = Date.parse('2026-11-21T10:00:00Z');
    expect(checkDisclosure(t)).toMatchObject({ needed: true, firstUse: true });
    acknowledgeDisclosure(t);
    expect(checkDisclosure(t + 60_000)).toMatchObject({ needed: false, firstUse: false });
    // 30 minutes without a message starts a new session.
    expect(checkDisclosure(t + 31 * 60_000)).toMatchObject({ needed: true, firstUse: false });
    // A new browser session (sessionStorage gone) shows it again too.
    acknowledgeDisclosure(t);
    sessionStorage.clear();
    expect(checkDisclosure(t + 1000)).toMatchObject({ needed: true, firstUse: false });
  });
});

describe('readEvents', () => {
  test('splits a server-sent-events stream into events, even across chunks', async () => {
    const encoder = new TextEncoder();
    const chunks = ['event: meta\ndata: {"a":1}\n\nevent: del', 'ta\ndata: {"text":"Hi"}\n\n', 'event: done\ndata: {"ok":true}\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    });
    const seen = [];
    for await (const e of readEvents(body)) seen.push(e);
    expect(seen).toEqual([
      { event: 'meta', data: { a: 1 } },
      { event: 'delta', data: { text: 'Hi' } },
      { event: 'done', data: { ok: true } },
    ]);
  });
});

describe('RichText', () => {
  test('renders bold, lists and Haven links, and leaves other links as plain text', () => {
    render(
      <RichText text={'**Hello** there.\n\n- one\n- two\n\nRead [Worry time](/library/worry-time) or [this](https://example.com/x).'} />,
    );
    expect(screen.getByText('Hello').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Worry time' })).toHaveAttribute('href', '/library/worry-time');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
  });

  test('never renders HTML from a reply', () => {
    const { container } = render(<RichText text={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('MessageItem', () => {
  const base: ChatMessage = {
    key: 'k',
    id: 'id-1',
    role: 'assistant',
    text: 'I’m here.',
    card: null,
    exercise: null,
    pending: false,
    failed: false,
  };
  const noop = () => {};

  test('a risk reply carries the crisis card with 988, 741741 and 911, and a report button', () => {
    render(<MessageItem message={{ ...base, card: { kind: 'crisis', categories: ['suicide'] } }} member onReport={noop} onDelete={noop} />);
    expect(screen.getByRole('region', { name: 'Crisis resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('button', { name: 'Report this reply' })).toBeInTheDocument();
    expect(screen.getByText('Wren (AI)')).toBeInTheDocument();
  });

  test('a pending reply says Wren is thinking', () => {
    render(<MessageItem message={{ ...base, text: '', pending: true }} member={false} onReport={noop} onDelete={noop} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wren is thinking…');
  });
});

test('the journal summary lists feelings, topics and each finished exercise', () => {
  const summary = buildSummary(
    { feelings: ['anxious'], topics: ['work'], done: [{ kind: 'gratitude', title: 'Three good things', lines: ['1. coffee'] }] },
    new Date('2026-11-21T12:00:00Z'),
  );
  expect(summary?.title).toBe('Chat with Wren, November 21, 2026');
  expect(summary?.body).toContain('How I was feeling: anxious.');
  expect(summary?.body).toContain('Three good things\n- 1. coffee');
  expect(buildSummary({ feelings: [], topics: [], done: [] })).toBeNull();
  expect($chat.get().messages).toEqual([]);
});
