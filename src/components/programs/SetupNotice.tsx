import type { User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { invokeSeedProgramTools, selectAnyProgramTool, type ToolsReport } from '@/lib/queries/programs';
import { getSupabase } from '@/lib/supabase';

type Check = { state: 'checking' | 'ready' } | { state: 'missing'; report: ToolsReport | null; reason?: string };

/**
 * Spec section 7: reads one `program_tools` id to decide whether setup is needed. When the
 * program has none, asks `seed-program-tools` for its report and says so plainly; admins can
 * run the setup from here.
 */
export function SetupNotice({ programId, user }: { programId: string; user: User }) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [busy, setBusy] = useState(false);
  const isAdmin = user.app_metadata?.['role'] === 'admin';

  useEffect(() => {
    const client = getSupabase();
    selectAnyProgramTool(client, programId)
      .then(async (present) => {
        if (present) return setCheck({ state: 'ready' });
        const report = await invokeSeedProgramTools(client, 'validate').catch(() => null);
        setCheck({ state: 'missing', report });
      })
      .catch(() => setCheck({ state: 'ready' }));
  }, [programId]);

  if (check.state !== 'missing') return null;
  const missing = check.report?.missing.length;
  const setup = async () => {
    setBusy(true);
    try {
      const report = await invokeSeedProgramTools(getSupabase(), 'setup');
      setCheck(report.missing.length === 0 ? { state: 'ready' } : { state: 'missing', report });
    } catch (error) {
      setCheck({ state: 'missing', report: check.report, reason: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="status" className="border-warning bg-card grid gap-2 rounded-xl border-2 p-4">
      <p className="font-semibold">This program&apos;s worksheets are not set up on this server yet.</p>
      <p>
        {missing ? `${missing} worksheets are missing from the database. ` : 'We could not get the full report. '}
        The worksheets below come with this page, and what you write in them still saves to your account.
        {isAdmin ? '' : ' An administrator can finish the setup.'}
      </p>
      {isAdmin && (
        <div>
          <Button onClick={() => void setup()} disabled={busy}>
            Set up the worksheets now
          </Button>
        </div>
      )}
      {check.reason && <p className="text-crisis font-semibold">The setup did not finish: {check.reason}</p>}
    </div>
  );
}
