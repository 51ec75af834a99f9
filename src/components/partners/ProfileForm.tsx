import { useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { changesLicence, profileFromForm, type ProfileFormState } from '@/lib/partners/profile-form';
import { fieldErrors, profileSchema, type PartnerProfile } from '@/lib/partners/profile-schema';
import type { UsState } from '@/lib/partners/vocabulary';
import { AboutSection, CostSection, HelpSection, LicenseSection, SessionsSection } from './ProfileFields';

/** What a save can report back: a sentence, and messages per field. */
export interface SaveProblem {
  message: string;
  fields?: Record<string, string> | undefined;
}

interface ProfileFormProps {
  initial: ProfileFormState;
  states: UsState[];
  submitLabel: string;
  /** Resolves when saved; rejects with a SaveProblem (what the person typed is kept). */
  onSave: (profile: PartnerProfile) => Promise<void>;
  /** Set for a verified profile: warns that licence changes need verifying again. */
  verified?: boolean | undefined;
}

/** The partner profile, for joining and for editing. Validated with the same schema as the onboarding function. */
export function ProfileForm({ initial, states, submitLabel, onSave, verified = false }: ProfileFormProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<ProfileFormState>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = profileSchema.safeParse(profileFromForm(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (reason) {
      const { message, fields } = reason as SaveProblem;
      setErrors(fields ?? {});
      setProblem(message || 'Your profile could not be saved. Please try again.');
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const messages = Object.values(errors);
  const sections = { form, errors, set, states };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-8" aria-label="Partner profile">
      <div ref={summary} tabIndex={-1} role="alert" className="empty:hidden">
        {(problem || messages.length > 0) && (
          <div className="border-crisis bg-crisis-surface rounded-xl border-2 p-4">
            <p className="font-semibold">{problem ?? 'Please check these details:'}</p>
            {messages.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <LicenseSection {...sections} />
      <HelpSection {...sections} />
      <CostSection {...sections} />
      <SessionsSection {...sections} />
      <AboutSection {...sections} />
      {verified && changesLicence(initial, form) && (
        <p className="bg-accent text-accent-foreground rounded-xl p-4">
          You have changed your license details. Saving takes your profile out of the directory until Haven has checked them again.
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
