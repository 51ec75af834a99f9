import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import type { Account, AccountPage, AccountRole } from '@/lib/queries/admin';
import { formatDate } from '../messages';
import { RoleControl, roleLabels } from './RoleControl';

interface AccountTableProps {
  page: AccountPage;
  selfId: string;
  busyId: string | null;
  /** The email search, if any, for the summary line. */
  searched: string;
  onRole: (account: Account, role: AccountRole) => void;
  onPage: (page: number) => void;
}

/** One page of accounts with their role controls and paging. */
export function AccountTable({ page, selfId, busyId, searched, onRole, onPage }: AccountTableProps) {
  const pages = Math.max(1, Math.ceil(page.matched / page.perPage));
  if (page.users.length === 0) {
    return (
      <p className="text-muted-foreground">{searched ? `No account's email contains “${searched}”.` : 'There are no accounts yet.'}</p>
    );
  }
  return (
    <div className="space-y-3">
      {searched && (
        <p>
          {page.matched} {page.matched === 1 ? 'account matches' : 'accounts match'} “{searched}”.
        </p>
      )}
      <Table
        className="min-w-[44rem]"
        caption="Accounts, newest first"
        columns={[
          { header: 'Email', cell: (account) => account.email, cellClassName: 'break-all' },
          {
            header: 'Role',
            cell: (account) =>
              account.id === selfId ? (
                <span>{roleLabels[account.role]} (you)</span>
              ) : (
                <RoleControl key={account.role} account={account} busy={busyId === account.id} onChange={onRole} />
              ),
          },
          { header: 'Joined', cell: (account) => formatDate(account.created_at) },
          { header: 'Last signed in', cell: (account) => (account.last_sign_in_at ? formatDate(account.last_sign_in_at) : 'Never') },
        ]}
        rows={page.users}
        rowKey={(account) => account.id}
        rowProps={(account) => ({ 'data-account-email': account.email })}
      />
      {pages > 1 && (
        <nav aria-label="Account pages" className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            Previous
          </Button>
          <span>
            Page {page.page} of {pages}
          </span>
          <Button variant="outline" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
