import type { User } from '@supabase/supabase-js';
import { MemberArea } from '@/components/site/MemberArea';
import { isAdmin } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { AdminDashboard, type AdminPageData } from './AdminDashboard';
import { LoadState } from './LoadState';
import { NotAuthorised } from './NotAuthorised';
import { useLoad } from './use-load';

/**
 * Asks the database whether the session is an admin's (app_metadata.role in the JWT, never
 * user_metadata). A role given since the session began is only in a fresh token, so a "no" is
 * checked once more after a refresh.
 */
async function checkAdmin(): Promise<boolean> {
  const client = getSupabase();
  if (await isAdmin(client)) return true;
  const { error } = await client.auth.refreshSession();
  return !error && (await isAdmin(client));
}

function AdminGate({ user, page }: { user: User; page: AdminPageData }) {
  const access = useLoad(checkAdmin, user.id);
  return (
    <LoadState loaded={access} what="your access">
      {(allowed) => (allowed ? <AdminDashboard selfId={user.id} {...page} /> : <NotAuthorised />)}
    </LoadState>
  );
}

/** The admin area for a signed-in admin; signed-out visitors see the page's sign-in prompt instead. */
export default function AdminWorkspace(page: AdminPageData) {
  return <MemberArea>{(user) => <AdminGate user={user} page={page} />}</MemberArea>;
}
