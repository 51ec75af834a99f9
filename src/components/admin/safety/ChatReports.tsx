import { useState } from 'react';
import { RichText } from '@/components/companion/RichText';
import { Button } from '@/components/ui/button';
import { product } from '@/config/haven';
import { listChatReports, setReportStatus, type ChatReport, type ReportStatus } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { explain, formatDateTime } from '../messages';
import { Notice, type NoticeText } from '../Notice';
import { StatusFilter } from '../StatusFilter';
import { useLoad } from '../use-load';

const views: { value: ReportStatus; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'dismissed', label: 'Dismissed' },
];

/**
 * "Report this reply" submissions: the reply as it was reported and the person's reason, from a
 * member or a guest. The rest of the conversation stays private; admins never see it, nor who
 * reported. A guest's report may add the guest's own message, when they chose to send it.
 */
export function ChatReports() {
  const client = getSupabase();
  const [view, setView] = useState<ReportStatus>('new');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const reports = useLoad(() => listChatReports(client, view), view);

  const mark = async (report: ChatReport, status: ReportStatus) => {
    setBusy(report.id);
    try {
      await setReportStatus(client, report.id, status);
      setNotice({ text: status === 'reviewed' ? 'Marked as reviewed.' : 'Dismissed.', tone: 'info' });
      reports.reload();
    } catch (error) {
      setNotice({ text: explain(error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="chat-reports-heading" className="space-y-4">
      <h3 id="chat-reports-heading" className="text-xl font-semibold">
        Reported replies from {product.companion}
      </h3>
      <p className="text-muted-foreground">
        Members and guests can report a reply that was wrong, unkind or unsafe. You see that one reply and their reason, not the rest of the
        conversation or who sent it. Guest chats are not stored, so a guest’s report holds the text their browser sent: it cannot be checked
        against a saved reply.
      </p>
      <StatusFilter label="Show reports" options={views} value={view} onChange={setView} />
      <Notice message={notice?.text ?? null} tone={notice?.tone} />
      <LoadState loaded={reports} what="reports">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-muted-foreground">{view === 'new' ? 'No new reports.' : 'No reports here.'}</p>
          ) : (
            <ul className="grid gap-4">
              {rows.map((report) => (
                <li key={report.id} className="border-border bg-card rounded-xl border p-5" data-report-id={report.id}>
                  <p className="text-muted-foreground text-sm">
                    Reported {formatDateTime(report.created_at)} by{' '}
                    <span data-reporter>{report.reported_by === 'guest' ? 'Guest' : 'Member'}</span>
                  </p>
                  <p className="mt-3 font-semibold">The reply</p>
                  {/* Rendered as the person saw it, not as raw Markdown. */}
                  <blockquote className="border-primary mt-1 border-l-4 pl-4">
                    {report.reported_content ? (
                      <RichText text={report.reported_content} />
                    ) : (
                      'The reply was deleted before it was reported.'
                    )}
                  </blockquote>
                  {report.reported_context && (
                    <>
                      <p className="mt-3 font-semibold">What the guest had written</p>
                      <blockquote className="border-border mt-1 border-l-4 pl-4 whitespace-pre-wrap">{report.reported_context}</blockquote>
                    </>
                  )}
                  <p className="mt-3 font-semibold">Why it was reported</p>
                  <p className="mt-1 whitespace-pre-wrap">{report.reason}</p>
                  {report.status === 'new' ? (
                    <div className="mt-4 flex flex-wrap gap-3">
                      <Button disabled={busy === report.id} onClick={() => void mark(report, 'reviewed')}>
                        Mark reviewed
                      </Button>
                      <Button variant="outline" disabled={busy === report.id} onClick={() => void mark(report, 'dismissed')}>
                        Dismiss
                      </Button>
                    </div>
                  ) : (
                    report.reviewed_at && <p className="text-muted-foreground mt-3 text-sm">Closed {formatDateTime(report.reviewed_at)}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
