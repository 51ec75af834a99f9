import { lazy, Suspense } from 'react';
import type { AdminPageData } from './AdminDashboard';

/** The admin area; its code (and supabase-js) loads after the page has painted. */
const AdminWorkspace = lazy(() => import('./AdminWorkspace'));

/** The admin island (/admin). Signed-out visitors see the page's sign-in prompt instead. */
export default function AdminApp(page: AdminPageData) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <AdminWorkspace {...page} />
    </Suspense>
  );
}
