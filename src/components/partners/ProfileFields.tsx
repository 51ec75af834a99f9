import type { ReactNode } from 'react';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { bioLength } from '@/lib/partners/profile-schema';
import type { ProfileFormState } from '@/lib/partners/profile-form';
import {
  approachOptions,
  insuranceOptions,
  languageOptions,
  professions,
  specialtyLabel,
  specialtyOptions,
  type UsState,
} from '@/lib/partners/vocabulary';
import { Checkbox } from './Checkbox';
import { ChoiceList } from './ChoiceList';
import { PhotoField } from './PhotoField';
import { StatesField } from './StatesField';

interface SectionProps {
  form: ProfileFormState;
  errors: Record<string, string>;
  set: (patch: Partial<ProfileFormState>) => void;
  states: UsState[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-border grid gap-5 border-t pt-6">
      <h3 className="text-xl font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function LicenseSection({ form, errors, set, states }: SectionProps) {
  return (
    <Section title="Your license">
      <Field label="Profession" error={errors['profession']}>
        {(c) => (
          <Select
            {...c}
            value={form.profession}
            onChange={(e) => set({ profession: professions.find((p) => p.value === e.target.value)?.value ?? '' })}
          >
            <option value="">Choose your profession…</option>
            {professions.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Full name, as on your license" error={errors['full_name']}>
        {(c) => <Input {...c} autoComplete="name" value={form.full_name} onChange={(e) => set({ full_name: e.target.value })} />}
      </Field>
      <Field label="Credentials" hint="For example: LCSW, LPC, LMFT, PsyD, PhD, MD, PMHNP-BC." error={errors['credentials']}>
        {(c) => <Input {...c} value={form.credentials} onChange={(e) => set({ credentials: e.target.value })} />}
      </Field>
      <Field
        label="License number"
        hint="Haven checks it with your state board before your profile is listed."
        error={errors['license_number']}
      >
        {(c) => <Input {...c} value={form.license_number} onChange={(e) => set({ license_number: e.target.value })} />}
      </Field>
      <StatesField
        states={states}
        value={form.license_states}
        onChange={(license_states) => set({ license_states })}
        error={errors['license_states']}
      />
      <Field label="NPI (optional)" hint="Your 10-digit National Provider Identifier, if you have one." error={errors['npi']}>
        {(c) => <Input {...c} inputMode="numeric" value={form.npi} onChange={(e) => set({ npi: e.target.value })} />}
      </Field>
    </Section>
  );
}

export function HelpSection({ form, errors, set }: SectionProps) {
  return (
    <Section title="Who you help">
      <ChoiceList
        legend="Specialties"
        hint="What people can find you for. Choose the ones you have real experience with."
        options={specialtyOptions}
        label={specialtyLabel}
        value={form.specialties}
        onChange={(specialties) => set({ specialties })}
        error={errors['specialties']}
        otherLabel="Other specialties, separated by commas"
      />
      <ChoiceList
        legend="Approaches"
        options={approachOptions}
        value={form.approaches}
        onChange={(approaches) => set({ approaches })}
        error={errors['approaches']}
        otherLabel="Other approaches, separated by commas"
      />
      <ChoiceList
        legend="Languages you offer sessions in"
        options={languageOptions}
        value={form.languages}
        onChange={(languages) => set({ languages })}
        error={errors['languages']}
        otherLabel="Other languages, separated by commas"
      />
    </Section>
  );
}

export function CostSection({ form, errors, set }: SectionProps) {
  return (
    <Section title="Cost">
      <ChoiceList
        legend="Insurance accepted"
        hint="Leave all unticked if you are self-pay only."
        options={insuranceOptions}
        value={form.insurance}
        onChange={(insurance) => set({ insurance })}
        error={errors['insurance']}
        otherLabel="Other plans, separated by commas"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Lowest fee per session (US dollars)" error={errors['fee_min']}>
          {(c) => <Input {...c} inputMode="numeric" value={form.fee_min} onChange={(e) => set({ fee_min: e.target.value })} />}
        </Field>
        <Field label="Highest fee per session (US dollars)" error={errors['fee_max']}>
          {(c) => <Input {...c} inputMode="numeric" value={form.fee_max} onChange={(e) => set({ fee_max: e.target.value })} />}
        </Field>
      </div>
      <Checkbox checked={form.sliding_scale} onChange={(sliding_scale) => set({ sliding_scale })}>
        I offer a sliding scale
      </Checkbox>
    </Section>
  );
}

export function SessionsSection({ form, errors, set, states }: SectionProps) {
  return (
    <Section title="Sessions">
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">How you see clients</legend>
        <Checkbox checked={form.telehealth} onChange={(telehealth) => set({ telehealth })}>
          Telehealth (video or phone)
        </Checkbox>
        <Checkbox checked={form.in_person} onChange={(in_person) => set({ in_person })}>
          In person
        </Checkbox>
        {errors['telehealth'] && <p className="text-crisis text-sm font-semibold">{errors['telehealth']}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={form.in_person ? 'Office city' : 'City (optional)'} error={errors['city']}>
          {(c) => <Input {...c} autoComplete="address-level2" value={form.city} onChange={(e) => set({ city: e.target.value })} />}
        </Field>
        <Field label={form.in_person ? 'Office state' : 'State (optional)'} error={errors['state']}>
          {(c) => (
            <Select {...c} value={form.state} onChange={(e) => set({ state: e.target.value })}>
              <option value="">Choose a state…</option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Checkbox
        checked={form.accepting_clients}
        onChange={(accepting_clients) => set({ accepting_clients })}
        description="You can change this any time from your dashboard."
      >
        I am accepting new clients
      </Checkbox>
    </Section>
  );
}

export function AboutSection({ form, errors, set }: SectionProps) {
  return (
    <Section title="About you">
      <Field
        label="Short bio"
        hint={`How you work and who you work best with, in plain words (${bioLength.min}–${bioLength.max} characters; now ${form.bio.trim().length}).`}
        error={errors['bio']}
      >
        {(c) => <Textarea {...c} rows={6} maxLength={bioLength.max} value={form.bio} onChange={(e) => set({ bio: e.target.value })} />}
      </Field>
      <PhotoField name={form.full_name} value={form.photo_url} onChange={(photo_url) => set({ photo_url })} error={errors['photo_url']} />
    </Section>
  );
}
