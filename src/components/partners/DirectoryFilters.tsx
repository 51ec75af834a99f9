import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { concernChoices, feeCeilings, type DirectoryFilters as Filters } from '@/lib/partners/filters';
import { professions, type UsState } from '@/lib/partners/vocabulary';
import { Checkbox } from './Checkbox';

interface DirectoryFiltersProps {
  filters: Filters;
  states: UsState[];
  languages: string[];
  insurers: string[];
  /** Called with the new filters (page reset to 1) whenever one changes. */
  onChange: (filters: Filters) => void;
}

/**
 * The directory's filters. A plain GET form whose names are the URL's query parameters, so a
 * submitted form and a shared link mean the same thing; the island applies each change live.
 */
export function DirectoryFilters({ filters, states, languages, insurers, onChange }: DirectoryFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch, page: 1 });
  const text = (value: string) => (value ? value : undefined);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const insurance = new FormData(event.currentTarget).get('insurance');
    set({ insurance: text(typeof insurance === 'string' ? insurance.trim() : '') });
  };

  return (
    <form method="get" action={routes.findPartners} onSubmit={submit} aria-label="Filter professionals" className="grid gap-4">
      <Field label="What would you like help with?">
        {(control) => (
          <Select {...control} name="concern" value={filters.concern ?? ''} onChange={(e) => set({ concern: text(e.target.value) })}>
            <option value="">Anything</option>
            {concernChoices(filters.concern).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Profession">
        {(control) => (
          <Select
            {...control}
            name="profession"
            value={filters.profession ?? ''}
            onChange={(e) => set({ profession: professions.find((p) => p.value === e.target.value)?.value })}
          >
            <option value="">Any profession</option>
            {professions.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Your state" hint="Professionals must be licensed where you are, even for video sessions.">
        {(control) => (
          <Select {...control} name="state" value={filters.state ?? ''} onChange={(e) => set({ state: text(e.target.value) })}>
            <option value="">Any state</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Sessions">
        {(control) => (
          <Select
            {...control}
            name="session"
            value={filters.session ?? ''}
            onChange={(e) =>
              set({ session: e.target.value === 'telehealth' || e.target.value === 'in_person' ? e.target.value : undefined })
            }
          >
            <option value="">Telehealth or in person</option>
            <option value="telehealth">Telehealth (video or phone)</option>
            <option value="in_person">In person</option>
          </Select>
        )}
      </Field>
      <Field label="Insurance" hint="Type part of your plan's name, then press Enter.">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              name="insurance"
              list="insurers"
              defaultValue={filters.insurance ?? ''}
              key={filters.insurance ?? ''}
              autoComplete="off"
            />
            <datalist id="insurers">
              {insurers.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Button type="submit" variant="outline">
              Apply
            </Button>
          </div>
        )}
      </Field>
      <Field label="Language">
        {(control) => (
          <Select {...control} name="language" value={filters.language ?? ''} onChange={(e) => set({ language: text(e.target.value) })}>
            <option value="">Any language</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Fee per session">
        {(control) => (
          <Select
            {...control}
            name="fee"
            value={filters.maxFee ?? ''}
            onChange={(e) => set({ maxFee: Number(e.target.value) || undefined })}
          >
            <option value="">Any fee</option>
            {feeCeilings.map((fee) => (
              <option key={fee} value={fee}>
                Up to ${fee}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Only show</legend>
        <Checkbox
          name="accepting"
          value="1"
          checked={filters.accepting ?? false}
          onChange={(checked) => set({ accepting: checked || undefined })}
        >
          Accepting new clients
        </Checkbox>
        <Checkbox
          name="sliding"
          value="1"
          checked={filters.slidingScale ?? false}
          onChange={(checked) => set({ slidingScale: checked || undefined })}
        >
          Sliding scale fees
        </Checkbox>
      </fieldset>
      <Field label="Sort by">
        {(control) => (
          <Select
            {...control}
            name="sort"
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value === 'recent' ? 'recent' : 'name' })}
          >
            <option value="name">Accepting first, then name</option>
            <option value="recent">Accepting first, then newest</option>
          </Select>
        )}
      </Field>
    </form>
  );
}
