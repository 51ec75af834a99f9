import { CrisisCard } from '@/components/ui/crisis-card';
import { useFocusOnChange } from './use-focus';

/**
 * Shown as soon as someone answers PHQ-9 item 9 with anything but "Not at all", before they
 * go on: support first, gently, with the choice to keep going.
 */
export function ImmediateSupport() {
  const ref = useFocusOnChange<HTMLDivElement>('immediate-support');
  return (
    <div ref={ref} tabIndex={-1} data-immediate-support className="focus:outline-none">
      <CrisisCard title="You don't have to carry this alone">
        <p className="mt-2">
          Thank you for telling us. Thoughts like these can feel heavy, and you deserve support with them right now, not only at the end of
          these questions. Talking to someone can help, and these services are free, confidential and open 24/7.
        </p>
      </CrisisCard>
      <p className="text-muted-foreground mt-3">You can keep going with the questions whenever you are ready.</p>
    </div>
  );
}
