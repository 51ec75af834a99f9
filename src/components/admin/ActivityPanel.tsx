import { listAudit } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
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
        {(rows) => (
          <Table
            className="min-w-[36rem]"
            data-audit
            caption="Recent admin changes, newest first"
            empty="Nothing has been changed yet."
            columns={[
              { header: 'When', cell: (entry) => formatDateTime(entry.created_at), cellClassName: 'whitespace-nowrap' },
              { header: 'Who', cell: (entry) => describeActor(entry.actor_id, selfId) },
              { header: 'What', cell: describeAudit },
            ]}
            rows={rows}
            rowKey={(entry) => entry.id}
            rowProps={(entry) => ({ 'data-action': entry.action })}
            alignTop
          />
        )}
      </LoadState>
    </section>
  );
}
