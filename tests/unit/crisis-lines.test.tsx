import { render } from '@testing-library/react';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CrisisCard } from '@/components/ui/crisis-card';
import { CrisisLines } from '@/components/ui/crisis-lines';
import { YoungPeopleScreen } from '@/components/companion/YoungPeopleScreen';
import { PlanView } from '@/components/safety-plan/PlanView';
import { emptyPlan } from '@/components/safety-plan/plan';
import { coreLines, crisisLines, crisisSentence, lines, plainText } from '../../supabase/functions/_shared/safety/resources.ts';
import { crisisTextProblems } from '../support/crisis-text.ts';

/*
 * One source for every crisis line (supabase/functions/_shared/safety/resources.ts): the React
 * and Astro components render it, Wren writes it, and no other file spells a crisis number or link.
 */

const hrefs = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('the one source', () => {
  test('says how to reach 988, the Crisis Text Line and 911, with the links a phone opens', () => {
    expect(crisisLines.map((line) => line.name)).toEqual(['988 Suicide & Crisis Lifeline', 'Crisis Text Line', 'Emergency services']);
    expect(crisisLines.flatMap((line) => line.actions)).toEqual([
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
      { label: 'Chat online', href: 'https://988lifeline.org/chat/' },
      { label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
      { label: 'Call 911', href: 'tel:911' },
    ]);
    for (const line of crisisLines.slice(0, 2)) expect(line.hours).toMatch(/24\/7 and confidential/);
  });

  test('one sentence, after any lead, reads cleanly', () => {
    expect(plainText(crisisSentence())).toBe('Call or text 988, text HOME to 741741, or in an emergency call 911.');
    expect(plainText(crisisSentence('In crisis?'))).toBe('In crisis? Call or text 988, text HOME to 741741, or in an emergency call 911.');
    expect(plainText(crisisSentence('If you ever feel unsafe,'))).toBe(
      'If you ever feel unsafe, call or text 988, text HOME to 741741, or in an emergency call 911.',
    );
  });

  test('Wren’s lines are the same numbers, written as sentences', () => {
    expect(lines.lifeline).toBe('Call or text 988 (the 988 Suicide & Crisis Lifeline), or chat at 988lifeline.org.');
    expect(lines.textLine).toBe('Text HOME to 741741 (Crisis Text Line).');
    expect(coreLines).toContain('If you are in immediate danger, call 911.');
    expect(crisisTextProblems(coreLines.replace(/988lifeline/, 'the lifeline'))).toEqual([]);
  });
});

describe('the React component', () => {
  test('the list: a named line, its hours and a button per way to reach it', () => {
    const { container } = render(<CrisisLines />);
    expect(hrefs(container)).toEqual(crisisLines.flatMap((line) => line.actions.map((action) => action.href)));
    // Each piece is its own paragraph or link (jsdom has no layout, so read them one by one).
    for (const piece of container.querySelectorAll('li > p, a')) expect(crisisTextProblems(piece.textContent ?? '')).toEqual([]);
    // The spec's crisis screen: each line described as 24/7 and confidential.
    expect(container.textContent?.match(/24\/7 and confidential\./g)).toHaveLength(2);
  });

  test('the sentence: the same words as the source, with three links and nothing broken', () => {
    const { container } = render(
      <p>
        <CrisisLines variant="sentence" lead="Need to talk to someone now?" />
      </p>,
    );
    expect(container.textContent).toBe(plainText(crisisSentence('Need to talk to someone now?')));
    expect(hrefs(container)).toEqual(['tel:988', 'sms:741741?&body=HOME', 'tel:911']);
    expect(crisisTextProblems(container.textContent ?? '')).toEqual([]);
  });

  test('the crisis card, the young people’s screen and the safety plan all show the lines from it', () => {
    const all = crisisLines.flatMap((line) => line.actions.map((action) => action.href));
    for (const ui of [<CrisisCard title="You don’t have to face this alone" />, <YoungPeopleScreen />, <PlanView plan={emptyPlan()} />]) {
      const { container, unmount } = render(ui);
      const list = container.querySelector('[data-crisis-lines="list"]');
      expect(list).not.toBeNull();
      expect(hrefs(list as HTMLElement)).toEqual(all);
      unmount();
    }
  });
});

describe('no other file spells a crisis line', () => {
  /** The files that render the source; everything else must go through them. */
  const renderers = new Set(['src/components/ui/crisis-lines.tsx', 'src/components/ui/CrisisResources.astro']);

  async function sourceFiles(dir: string): Promise<string[]> {
    const found: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) found.push(...(await sourceFiles(full)));
      else if (/\.(astro|tsx?|mjs)$/.test(entry.name)) found.push(path.relative(process.cwd(), full));
    }
    return found;
  }

  test('no component, page, store or library in src/ writes a crisis number, link or sms: address by hand', async () => {
    const files = await sourceFiles('src');
    expect(files).toContain('src/components/site/Footer.astro');
    const offenders: string[] = [];
    for (const file of files) {
      if (renderers.has(file)) continue;
      const text = await readFile(file, 'utf8');
      const hit = /741741|tel:(?:988|911)|sms:|988lifeline\.org|href=["']tel:["']/.exec(text);
      if (hit) offenders.push(`${file}: ${hit[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
