import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getSupabase } from '@/lib/supabase';
import { describeDataError, exportMyData } from '@/lib/queries/account';
import { FormAlert } from './FormAlert';

/** Saves a file in the browser without sending it anywhere. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Export all my data": `export_my_data()` as a JSON file. */
export function ExportData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    setSaved(null);
    const { data, error: failure } = await exportMyData(getSupabase());
    setBusy(false);
    if (failure) return setError(describeDataError(failure, 'prepare your file'));
    const name = `haven-data-${new Date().toISOString().slice(0, 10)}.json`;
    download(name, `${JSON.stringify(data, null, 2)}\n`);
    setSaved(name);
  }

  return (
    <div className="border-border bg-card grid gap-3 rounded-xl border p-5">
      <h3 className="text-lg font-semibold">Export all my data</h3>
      <p className="text-muted-foreground">
        One file with everything Haven stores about you: your profile and plan, check-ins, journal, assessments, program progress and
        conversations with Wren. It may hold private things, so keep it somewhere safe.
      </p>
      <FormAlert message={error} />
      <FormAlert tone="success" message={saved && `Your file ${saved} has been downloaded.`} />
      <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void run()}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
    </div>
  );
}
