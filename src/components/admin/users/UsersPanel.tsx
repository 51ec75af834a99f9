import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { listAccounts, setAccountRole, type Account, type AccountRole } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { explain } from '../messages';
import { Notice, type NoticeText } from '../Notice';
import { useLoad } from '../use-load';
import { AccountTable } from './AccountTable';
import { roleLabels } from './RoleControl';

/**
 * Accounts through the admin-users function: how many there are, search by email, and role
 * changes. Only the email, dates and role are ever shown; a person's journal, moods and chats
 * are not reachable from here.
 */
export function UsersPanel({ selfId }: { selfId: string }) {
  const client = getSupabase();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ email: '', page: 1 });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const accounts = useLoad(() => listAccounts(client, query), JSON.stringify(query));

  const changeRole = async (account: Account, role: AccountRole) => {
    setBusy(account.id);
    try {
      await setAccountRole(client, account.id, role);
      setNotice({
        text: `${account.email} is now ${role === 'admin' ? 'an' : 'a'} ${roleLabels[role].toLowerCase()}. It takes effect the next time their session refreshes (within an hour) or they sign in.`,
        tone: 'info',
      });
      accounts.reload();
    } catch (error) {
      setNotice({ text: explain(error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <h2 id="admin-users-heading" className="text-2xl font-semibold">
        Users
      </h2>
      <p className="text-muted-foreground" data-account-total>
        {accounts.data ? `${accounts.data.total.toLocaleString('en-US')} accounts in total.` : 'Counting accounts...'} Role changes are
        saved to the activity log.
      </p>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ email: typed.trim(), page: 1 });
        }}
      >
        <Field label="Search by email" className="min-w-64 flex-1">
          {(control) => <Input {...control} type="search" value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />}
        </Field>
        <Button type="submit">Search</Button>
        {query.email && (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              setQuery({ email: '', page: 1 });
            }}
          >
            Show everyone
          </Button>
        )}
      </form>
      <Notice message={notice?.text ?? null} tone={notice?.tone} />
      <LoadState loaded={accounts} what="accounts">
        {(page) => (
          <AccountTable
            page={page}
            selfId={selfId}
            busyId={busy}
            searched={query.email}
            onRole={(account, role) => void changeRole(account, role)}
            onPage={(next) => setQuery({ ...query, page: next })}
          />
        )}
      </LoadState>
    </section>
  );
}
