import { useId, useState } from 'react';
import type { MoodImport as Parsed } from '@/lib/insights/import';
import { $importMoods } from '@/stores/mood';
import { ImportErrors } from './ImportErrors';

type State =
  | { step: 'idle' }
  | { step: 'working' }
  | { step: 'done'; added: number; kept: number; parsed: Parsed }
  | { step: 'failed'; message: string; parsed?: Parsed };

/**
 * Imports a mood CSV in Haven's export format. Every row is checked first; valid rows are
 * added, rows already in Haven (same client_id) are left as they are, and invalid rows are
 * listed with their line numbers and reasons. Imported check-ins refresh every check-in list.
 */
export function MoodImport({ userId }: { userId: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });

  const read = async (file: File) => {
    setState({ step: 'working' });
    const { maxImportBytes, parseMoodCsv } = await import('@/lib/insights/import');
    if (file.size > maxImportBytes) {
      setState({ step: 'failed', message: 'That file is larger than 2 MB. Split it into smaller files and import each one.' });
      return;
    }
    const parsed = await parseMoodCsv(await file.text());
    if (parsed.fileError) return setState({ step: 'failed', message: parsed.fileError });
    if (parsed.rows.length === 0) return setState({ step: 'failed', message: 'No row could be imported.', parsed });
    const added = await $importMoods.mutate({ userId, rows: parsed.rows });
    if (added === undefined) {
      setState({ step: 'failed', message: 'Haven could not save the check-ins right now. Nothing was imported; try again later.', parsed });
      return;
    }
    setState({ step: 'done', added, kept: parsed.rows.length - added, parsed });
  };

  return (
    <div className="border-border mt-2 grid gap-2 border-t pt-4">
      <h3 className="font-sans text-base font-bold">Import check-ins from a CSV file</h3>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        Use a file in the format of the check-ins download (columns logged_at and mood are needed). Importing the same file twice adds
        nothing twice.
      </p>
      <label htmlFor={id} className="font-semibold">
        Choose a CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        className="file:bg-secondary file:text-secondary-foreground min-h-11 w-full min-w-0 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:px-4 file:font-semibold"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
          event.target.value = '';
        }}
      />
      <div role="status" aria-live="polite">
        {state.step === 'working' && <p>Checking the file…</p>}
        {state.step === 'done' && (
          <p className="font-semibold">
            Imported {state.added === 1 ? '1 check-in' : `${state.added} check-ins`}.
            {state.kept > 0 && ` ${state.kept === 1 ? '1 was' : `${state.kept} were`} already in Haven and left as they were.`}
            {state.parsed.errors.length > 0 &&
              ` ${state.parsed.errors.length === 1 ? '1 row was' : `${state.parsed.errors.length} rows were`} skipped.`}
          </p>
        )}
        {state.step === 'failed' && <p className="text-crisis font-semibold">{state.message}</p>}
      </div>
      {(state.step === 'done' || state.step === 'failed') && state.parsed && <ImportErrors errors={state.parsed.errors} />}
    </div>
  );
}
