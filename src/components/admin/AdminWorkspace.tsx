import type { User } from '@supabase/supabase-js';
import { MemberArea } from '@/components/site/MemberArea';
import { hasAdminRole, isAdmin } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { AdminDashboard, type AdminPageData } from './AdminDashboard';
import { AdminPending } from './AdminPending';
import { LoadState } from './LoadState';
import { NotAuthorised } from './NotAuthorised';
import { SecondFactor } from './SecondFactor';
import { useLoad } from './use-load';

/** An admin at aal2 (`admin`), an admin still to give their second factor, or not an admin. */
type Access = 'admin' | 'second-factor' | 'none';

/**
 * Asks the database whether the session is an admin's (app_metadata.role in the JWT, never
 * user_metadata, and a second factor: aal2). A role given since the session began is only in a
 * fresh token, so a "no" is checked once more after a refresh. An admin whose session has no
 * second factor yet is sent through it; the database refuses them admin data until then.
 */
async function checkAdmin(): Promise<Access> {
  const client = getSupabase();
  if (await isAdmin(client)) return 'admin';
  const { error } = await client.auth.refreshSession();
  if (error) return 'none';
  if (await isAdmin(client)) return 'admin';
  return (await hasAdminRole(client)) ? 'second-factor' : 'none';
}

function AdminGate({ user, page }: { user: User; page: AdminPageData }) {
  const access = useLoad(checkAdmin, user.id);
  return (
    <LoadState loaded={access} what="your access" pending={<AdminPending />}>
      {(level) =>
        level === 'admin' ? (
          <AdminDashboard selfId={user.id} {...page} />
        ) : level === 'second-factor' ? (
          <SecondFactor onVerified={access.reload} />
        ) : (
          <NotAuthorised />
        )
      }
    </LoadState>
  );
}

/** The admin area for a signed-in admin; signed-out visitors see the page's sign-in prompt instead. */
export default function AdminWorkspace(page: AdminPageData) {
  return <MemberArea pending={<AdminPending />}>{(user) => <AdminGate user={user} page={page} />}</MemberArea>;
}
