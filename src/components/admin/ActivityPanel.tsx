import { listAudit } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { Button } from '@/components/ui/button';
import { describeActor, describeAudit } from './audit-text';
import { LoadState } from './LoadState';
import { formatDateTime } from './messages';
import { useLoad } from './use-load';

/** The newest entries of the audit log: every admin change to articles, partners, reports and roles. */
export function ActivityPanel({ selfId }: { selfId: string }) {
  const client = getSupabase();
  const audit = useLoad(() => listAudit(client, 100), 'audit');
  return (
    <section aria-labelledby="admin-activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-activity-heading" className="text-2xl font-semibold">
          Activity
        </h2>
        <Button variant="outline" onClick={audit.reload}>
          Refresh
        </Button>
      </div>
      <p className="text-muted-foreground">The last 100 changes made by admins. Entries cannot be edited or removed.</p>
      <LoadState loaded={audit} what="activity">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-muted-foreground">Nothing has been changed yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left" data-audit>
                <caption className="sr-only">Recent admin changes, newest first</caption>
                <thead className="border-border border-b">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      When
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Who
                    </th>
                    <th scope="col" className="py-2">
                      What
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <tr key={entry.id} className="border-border border-b align-top" data-action={entry.action}>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.created_at)}</td>
                      <td className="py-2 pr-3">{describeActor(entry.actor_id, selfId)}</td>
                      <td className="py-2">{describeAudit(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
