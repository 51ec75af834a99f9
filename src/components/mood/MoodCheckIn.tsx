import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { TagInput } from '@/components/journal/TagInput';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { energyLevels, moodLevels } from '@/lib/insights/scales';
import { $saveMood } from '@/stores/mood';
import { emptyForm, formToInput, hasDetails, type CheckInForm } from './check-in-form';
import { EmotionPicker } from './EmotionPicker';
import { FactorFields } from './FactorFields';
import { ScaleField } from './ScaleField';

interface Props {
  userId: string;
  /** A check-in to edit; a new one otherwise. */
  initial?: CheckInForm;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

/** A check-in in two taps (mood, Save); energy and details are optional. */
export function MoodCheckIn({ userId, initial, onDone, onCancel }: Props) {
  const [form, setForm] = useState<CheckInForm>(() => initial ?? emptyForm());
  const [error, setError] = useState<string | null>(null);
  const busy = Boolean(useStore($saveMood).loading);
  const editing = Boolean(initial);
  const set = (patch: Partial<CheckInForm>) => setForm({ ...form, ...patch });

  const submit = async () => {
    const result = formToInput(form);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    const outcome = await $saveMood.mutate({ userId, input: result.input });
    // Failed: the toast has said why; the form keeps what was chosen and typed.
    if (!outcome) return;
    if (outcome.status === 'refused') {
      setError(outcome.message);
      return;
    }
    if (!editing) setForm(emptyForm());
    onDone(outcome.status === 'saved' ? 'Check-in saved.' : "Check-in saved on this device. It will sync when you're back online.");
  };

  return (
    <form
      className="grid gap-5"
      aria-label={editing ? 'Edit check-in' : 'New check-in'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ScaleField legend="How are you feeling?" levels={moodLevels} value={form.mood} onChange={(mood) => set({ mood })} />
      <ScaleField legend="How is your energy?" levels={energyLevels} value={form.energy} optional onChange={(energy) => set({ energy })} />
      <details open={editing && hasDetails(form)} className="border-border rounded-lg border p-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Add more (optional)</summary>
        <div className="mt-3 grid gap-5">
          <EmotionPicker value={form.emotions} onChange={(emotions) => set({ emotions })} />
          <FactorFields value={form.factors} onChange={(factors) => set({ factors })} />
          <TagInput label="Your own tags" tags={form.tags} onChange={(tags) => set({ tags })} />
          <Field label="Note">
            {(control) => (
              <Textarea {...control} rows={3} maxLength={2000} value={form.note} onChange={(event) => set({ note: event.target.value })} />
            )}
          </Field>
        </div>
      </details>
      {error && (
        <p role="alert" className="text-crisis font-semibold">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {editing ? 'Save changes' : 'Save check-in'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
