import { Field, Input, Select, Textarea } from '@/components/ui/field';
import type { ProfileValues } from '@/lib/queries/account';

export const emptyProfile: ProfileValues = { display_name: '', pronouns: '', us_state: '', age_confirmed_18: false, reason: '' };

export interface UsState {
  code: string;
  name: string;
}

interface ProfileFieldsProps {
  value: ProfileValues;
  onChange: (value: ProfileValues) => void;
  states: UsState[];
  /** Show the "I am 18 or older" box (the profile tab); joining asks it separately, as a required answer. */
  askAge?: boolean | undefined;
}

/** The optional "about you" questions, shared by joining and the account's profile tab. */
export function ProfileFields({ value, onChange, states, askAge = true }: ProfileFieldsProps) {
  const set = <K extends keyof ProfileValues>(key: K, next: ProfileValues[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Field label="What should we call you?" hint="A first name or nickname is plenty.">
        {(control) => (
          <Input
            {...control}
            name="display_name"
            autoComplete="nickname"
            maxLength={80}
            value={value.display_name}
            onChange={(event) => set('display_name', event.target.value)}
          />
        )}
      </Field>
      <Field label="Pronouns" hint="For example she/her, he/him or they/them.">
        {(control) => (
          <Input
            {...control}
            name="pronouns"
            maxLength={40}
            value={value.pronouns}
            onChange={(event) => set('pronouns', event.target.value)}
          />
        )}
      </Field>
      <Field label="US state" hint="Helps us show support and professionals near you.">
        {(control) => (
          <Select {...control} name="us_state" value={value.us_state} onChange={(event) => set('us_state', event.target.value)}>
            <option value="">Prefer not to say</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="What brings you here?" hint="Only you can see this. Share as much or as little as you like.">
        {(control) => (
          <Textarea
            {...control}
            name="reason"
            maxLength={1000}
            value={value.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        )}
      </Field>
      {askAge && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="age_confirmed_18"
            className="accent-primary size-5"
            checked={value.age_confirmed_18}
            onChange={(event) => set('age_confirmed_18', event.target.checked)}
          />
          <span>I am 18 or older</span>
        </label>
      )}
    </>
  );
}
