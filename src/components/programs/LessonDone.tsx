import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { itemKeys } from '@/lib/programs-progress/week-progress';
import { SaveStatus } from './SaveStatus';
import { useProgressItem } from './use-progress-item';

/** "Mark lesson done" under the lesson, undoable. */
export function LessonDone({ week }: { week: number }) {
  const item = useProgressItem({ week, kind: 'lesson', key: itemKeys.lesson });
  return (
    <div className="flex flex-wrap items-center gap-3">
      {item.done ? (
        <>
          <p className="text-success inline-flex items-center gap-1 font-semibold">
            <Check aria-hidden="true" className="size-5" /> Lesson done
          </p>
          <Button variant="outline" onClick={() => void item.commit({}, false)}>
            Mark lesson as not done
          </Button>
        </>
      ) : (
        <Button onClick={() => void item.commit({}, true)}>Mark lesson done</Button>
      )}
      <SaveStatus state={item.state} error={item.error} />
    </div>
  );
}
