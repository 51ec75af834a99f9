import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { adminSections, ArticlesPending, tabClass, tabListClass } from './AdminPending';

// Each section loads when its tab is first opened, so the page starts with the access check only.
const ArticlesPanel = lazy(() => import('./articles/ArticlesPanel').then((m) => ({ default: m.ArticlesPanel })));
const PartnersPanel = lazy(() => import('./partners/PartnersPanel').then((m) => ({ default: m.PartnersPanel })));
const SafetyPanel = lazy(() => import('./safety/SafetyPanel').then((m) => ({ default: m.SafetyPanel })));
const UsersPanel = lazy(() => import('./users/UsersPanel').then((m) => ({ default: m.UsersPanel })));
const AnalyticsPanel = lazy(() => import('./analytics/AnalyticsPanel').then((m) => ({ default: m.AnalyticsPanel })));
const ActivityPanel = lazy(() => import('./ActivityPanel').then((m) => ({ default: m.ActivityPanel })));

export interface AdminPageData {
  /** [key, label] of every known article category. */
  categories: [string, string][];
  /** The crisis protocol page's `updated` front matter (YYYY-MM-DD), read at build time. */
  protocolUpdated: string | null;
}

interface Section {
  value: (typeof adminSections)[number][0];
  render: () => ReactNode;
  /** While the section's code loads; the Articles section, which opens first, keeps the page's first screen. */
  pending?: ReactNode;
}

/** The admin sections as tabs; the open one is kept in the address (#partners) across reloads. */
export function AdminDashboard({ selfId, categories, protocolUpdated }: AdminPageData & { selfId: string }) {
  const sections: Section[] = [
    { value: 'articles', render: () => <ArticlesPanel categories={categories} />, pending: <ArticlesPending /> },
    { value: 'partners', render: () => <PartnersPanel /> },
    { value: 'safety', render: () => <SafetyPanel protocolUpdated={protocolUpdated} /> },
    { value: 'users', render: () => <UsersPanel selfId={selfId} /> },
    { value: 'analytics', render: () => <AnalyticsPanel /> },
    { value: 'activity', render: () => <ActivityPanel selfId={selfId} /> },
  ];
  const fromHash = () => {
    const hash = window.location.hash.slice(1);
    return sections.some((s) => s.value === hash) ? hash : 'articles';
  };
  const [tab, setTab] = useState(fromHash);
  useEffect(() => {
    const follow = () => setTab(fromHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  });

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        history.replaceState(null, '', `#${value}`);
      }}
    >
      <Tabs.List aria-label="Admin sections" className={tabListClass}>
        {adminSections.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value} className="pt-6">
          <Suspense fallback={section.pending ?? <p className="text-muted-foreground py-6">Loading...</p>}>{section.render()}</Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
