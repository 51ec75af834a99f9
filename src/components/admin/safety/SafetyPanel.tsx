import { routes } from '@/config/haven';
import { formatDate } from '../messages';
import { ChatReports } from './ChatReports';
import { CrisisCounts } from './CrisisCounts';

/** Safety: the published crisis protocol, reported replies and crisis referral counts. */
export function SafetyPanel({ protocolUpdated }: { protocolUpdated: string | null }) {
  return (
    <section aria-labelledby="admin-safety-heading" className="space-y-10">
      <div className="space-y-3">
        <h2 id="admin-safety-heading" className="text-2xl font-semibold">
          Safety
        </h2>
        <div className="border-border bg-card rounded-xl border p-5" data-crisis-protocol>
          <p className="font-semibold">Crisis and safety protocol</p>
          <p className="mt-1">
            {protocolUpdated
              ? `The published version was last updated on ${formatDate(protocolUpdated)}.`
              : 'The published version has no date.'}{' '}
            <a href={routes.crisisProtocol} className="underline">
              Read the crisis protocol
            </a>
          </p>
          <p className="text-muted-foreground mt-2 text-sm">
            It lives in content/pages/crisis-protocol.md. Change the text and its date there together, then rebuild the site.
          </p>
        </div>
      </div>
      <ChatReports />
      <CrisisCounts />
    </section>
  );
}
