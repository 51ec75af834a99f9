import { Checkbox } from './Checkbox';
import { describeShare, shareLabels, type AssessmentShare, type MoodShare } from '@/lib/partners/shares';

export interface Shareable {
  status: 'loading' | 'ready' | 'error';
  assessment: AssessmentShare | null;
  mood: MoodShare | null;
}

interface ShareChoicesProps {
  shareable: Shareable;
  shareAssessment: boolean;
  shareMood: boolean;
  onChange: (patch: { share_assessment?: boolean; share_mood?: boolean }) => void;
  partnerName: string;
}

function Preview({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** For members: attach a summary, item by item, showing exactly what would be shared. */
export function ShareChoices({ shareable, shareAssessment, shareMood, onChange, partnerName }: ShareChoicesProps) {
  if (shareable.status === 'loading') return <p className="text-muted-foreground">Loading...</p>;
  const { assessment, mood } = shareable;
  return (
    <fieldset className="border-border grid gap-2 rounded-xl border p-4">
      <legend className="px-1 font-semibold">Share with {partnerName} (optional)</legend>
      <p className="text-muted-foreground text-sm">
        Only what is ticked is shared, exactly as shown. You can stop sharing at any time, and then {partnerName} can no longer see it. Your
        journal, chats and safety plan are never shared.
      </p>
      {shareable.status === 'error' && (
        <p className="text-sm">Your scores and mood could not be loaded just now, so there is nothing to attach this time.</p>
      )}
      <Checkbox
        checked={shareAssessment}
        disabled={!assessment}
        onChange={(checked) => onChange({ share_assessment: checked })}
        description={assessment ? <Preview lines={describeShare('assessment', assessment)} /> : 'You have not completed an assessment yet.'}
      >
        {shareLabels.assessment}
      </Checkbox>
      <Checkbox
        checked={shareMood}
        disabled={!mood}
        onChange={(checked) => onChange({ share_mood: checked })}
        description={mood ? <Preview lines={describeShare('mood', mood)} /> : 'You have no mood check-ins in the last 30 days.'}
      >
        {shareLabels.mood}
      </Checkbox>
    </fieldset>
  );
}
