import { describe, expect, test } from 'vitest';
import { guideLine, guideWelcome } from '@/lib/assessment/guide';
import type { Question } from '@/lib/assessment/types';

const questions = [...Array<string>(7).fill('GAD-7'), ...Array<string>(9).fill('PHQ-9')].map(
  (instrument, i) => ({ id: `q${i}`, instrument }) as Question,
);

describe('the assessment guide', () => {
  test('introduces itself as an AI and not a clinician, and never promises a diagnosis', () => {
    for (const kind of ['intake', 'check_in'] as const) {
      const welcome = guideWelcome(kind);
      expect(welcome).toMatch(/Wren, Haven's AI guide/);
      expect(welcome).not.toMatch(/therapist|doctor|you have|you are (depressed|anxious)/i);
    }
    expect(guideWelcome('intake')).toContain("I'm an AI, not a clinician, so this is a screening, never a diagnosis");
  });

  test('speaks where a section starts and before the last question, and nowhere else', () => {
    const lines = questions.map((_, i) => guideLine(questions, i));
    expect(lines[0]).toBe('First, 7 questions about worry and anxiety. Think about how things have been over the last two weeks.');
    expect(lines[7]).toBe(
      "Thank you. That's the part about worry and anxiety done. Next, 9 questions about mood. Take them at your own pace.",
    );
    expect(lines[15]).toBe("This is the last question. You're nearly there.");
    expect(lines.filter((line) => line !== null)).toHaveLength(3);
    expect(guideLine(questions, 16)).toBeNull();
  });

  test('counts a one-question section in words', () => {
    expect(guideLine([{ id: 'a', instrument: 'GAD-7' } as Question], 0)).toMatch(/^First, one question about worry and anxiety\./);
  });
});
