import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { needsImmediateSupport } from '@/lib/assessment/crisis';
import { guideLine } from '@/lib/assessment/guide';
import { canGoPrevious, isLastQuestion, progressPercent, type Walk } from '@/lib/assessment/navigation';
import { instrumentTopic } from '@/lib/assessment/results';
import type { Question } from '@/lib/assessment/types';
import { chooseAnswer, goNext, goPrevious, submitAssessment } from '@/stores/assessment';
import { GuideNote } from './GuideNote';
import { ImmediateSupport } from './ImmediateSupport';
import { OriginalQuestion } from './OriginalQuestion';
import { useFocusOnChange } from './use-focus';

interface QuestionStepProps {
  questions: Question[];
  walk: Walk;
}

/** One question (spec section 2, steps 3 and 4). */
export function QuestionStep({ questions, walk }: QuestionStepProps) {
  const question = questions[walk.index];
  const headingRef = useFocusOnChange<HTMLHeadingElement>(question?.id);
  if (!question) return null;
  const total = questions.length;
  const answer = walk.answers[question.id];
  const answered = answer !== undefined;
  const last = isLastQuestion(walk.index, total);
  const position = `Question ${walk.index + 1} of ${total}`;
  const line = guideLine(questions, walk.index);

  return (
    <section aria-labelledby="assessment-question" className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <div className="text-muted-foreground flex flex-wrap justify-between gap-2 text-sm">
          <span aria-hidden="true">{position}</span>
          <span>{instrumentTopic(question.instrument)}</span>
        </div>
        <Progress value={progressPercent(walk.index, total)} label="Assessment progress" />
      </div>
      {/* The heading takes focus on each question; the guide's line is its description, so it is heard too. */}
      {line && <GuideNote id="assessment-guide" text={line} />}
      <div>
        <h2
          id="assessment-question"
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={line ? 'assessment-guide' : undefined}
          className="text-2xl font-semibold"
        >
          <span className="sr-only">{position}: </span>
          {question.friendlyText}
        </h2>
        {question.explanation && <p className="text-muted-foreground mt-3">{question.explanation}</p>}
      </div>
      <div role="group" aria-labelledby="assessment-question" className="grid gap-3">
        {question.options.map((option) => {
          const selected = answer?.value === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              onClick={() => chooseAnswer(option)}
              className="border-border bg-card hover:bg-muted aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:text-secondary-foreground flex min-h-12 items-center justify-between gap-3 rounded-xl border-2 px-5 py-3 text-left text-lg font-medium"
            >
              {option.label}
              {selected && <Check aria-hidden="true" className="text-primary size-6 shrink-0" />}
            </button>
          );
        })}
      </div>
      {needsImmediateSupport(question, answer?.value) && <ImmediateSupport />}
      <OriginalQuestion question={question} />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" disabled={!canGoPrevious(walk.index)} onClick={goPrevious}>
          Previous
        </Button>
        {last ? (
          <Button disabled={!answered} onClick={() => void submitAssessment()}>
            Complete Assessment
          </Button>
        ) : (
          <Button disabled={!answered} onClick={goNext}>
            Next
          </Button>
        )}
      </div>
    </section>
  );
}
