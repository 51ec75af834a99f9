import { Bird } from 'lucide-react';
import { guide } from '@/lib/assessment/guide';

interface GuideNoteProps {
  id?: string;
  text: string;
}

/** A line from the assessment's guide, with who is speaking. */
export function GuideNote({ id, text }: GuideNoteProps) {
  return (
    <div id={id} data-slot="guide-note" className="bg-secondary text-secondary-foreground flex items-start gap-3 rounded-xl p-4">
      <span aria-hidden="true" className="bg-card text-primary inline-flex size-10 shrink-0 items-center justify-center rounded-full">
        <Bird className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold">
          {guide.name}, {guide.role}
        </p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}
