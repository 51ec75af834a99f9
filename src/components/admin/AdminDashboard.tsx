import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

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
  value: string;
  label: string;
  render: () => ReactNode;
}

/** The admin sections as tabs; the open one is kept in the address (#partners) across reloads. */
export function AdminDashboard({ selfId, categories, protocolUpdated }: AdminPageData & { selfId: string }) {
  const sections: Section[] = [
    { value: 'articles', label: 'Articles', render: () => <ArticlesPanel categories={categories} /> },
    { value: 'partners', label: 'Partners', render: () => <PartnersPanel /> },
    { value: 'safety', label: 'Safety', render: () => <SafetyPanel protocolUpdated={protocolUpdated} /> },
    { value: 'users', label: 'Users', render: () => <UsersPanel selfId={selfId} /> },
    { value: 'analytics', label: 'Analytics', render: () => <AnalyticsPanel /> },
    { value: 'activity', label: 'Activity', render: () => <ActivityPanel selfId={selfId} /> },
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
      {/* Every tab in view at any width: rows of equal cells on a phone (three at 390 px, fewer with
          larger text), one row from sm up. Never a sideways scroll that hides tabs. */}
      <Tabs.List
        aria-label="Admin sections"
        className="border-border grid grid-cols-[repeat(auto-fill,minmax(min(100%,6.5rem),1fr))] gap-1 border-b sm:flex sm:flex-wrap"
      >
        {sections.map((section) => (
          <Tabs.Trigger
            key={section.value}
            value={section.value}
            className="text-muted-foreground hover:bg-muted hover:text-foreground data-[state=active]:border-primary data-[state=active]:bg-secondary data-[state=active]:text-secondary-foreground min-h-11 rounded-t-md border-b-4 border-transparent px-4 font-semibold"
          >
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value} className="pt-6">
          <Suspense fallback={<p className="text-muted-foreground py-6">Loading...</p>}>{section.render()}</Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
