import { ChevronDown } from 'lucide-react';
import type { Question } from '@/lib/assessment/types';

/** The item in its validated wording, with its answer choices and attribution, behind a disclosure. */
export function OriginalQuestion({ question }: { question: Question }) {
  return (
    <details className="group border-border rounded-lg border">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 font-medium">
        Original question
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-2 px-4 pb-4 text-sm">
        <p>
          {question.instrumentName} ({question.instrument}), item {question.itemNumber}.
        </p>
        {question.stem && <p className="text-muted-foreground">{question.stem}</p>}
        <p className="font-semibold">{question.clinicalText}</p>
        <p className="text-muted-foreground">Answer choices: {question.clinicalOptions.map((option) => option.label).join(' · ')}</p>
        {question.attribution && <p className="text-muted-foreground text-xs">{question.attribution}</p>}
      </div>
    </details>
  );
}
