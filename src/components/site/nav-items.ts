import { product, professions, routes } from '@/config/haven';

export interface NavItem {
  label: string;
  href: string;
  /**
   * Shown only in this state (all when omitted): signed in or out, or among the signed in a
   * member or a partner (a professional with a directory profile). Decided before first paint.
   */
  when?: 'signed-in' | 'signed-out' | 'member' | 'partner';
}

/** Primary navigation (spec section 2, "Navigation"). */
export const primaryNav: NavItem[] = [
  { label: 'Programs', href: routes.programs },
  { label: 'Chat', href: routes.chat },
  { label: 'Library', href: routes.library },
  { label: 'Dashboard', href: routes.dashboard, when: 'member' },
  { label: 'Journal', href: routes.journal, when: 'member' },
  { label: 'Insights', href: routes.insights, when: 'member' },
  { label: 'Partner dashboard', href: routes.partnerDashboard, when: 'partner' },
];

export const professionalNav: NavItem[] = [
  ...professions.map(({ label, href }) => ({ label: `For ${label}`, href })),
  { label: 'Find Partners', href: routes.findPartners },
];

export const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'Wellness Tools',
    items: [
      { label: `Chat with ${product.companion}`, href: routes.chat },
      { label: 'Programs', href: routes.programs },
      { label: 'Library', href: routes.library },
      { label: 'Wellbeing assessment', href: routes.assessment },
      { label: 'Journal', href: routes.journal },
      { label: 'Dashboard', href: routes.dashboard },
      { label: 'Insights', href: routes.insights },
      { label: 'Get the app', href: routes.downloadApp },
    ],
  },
  {
    title: 'For Professionals',
    items: [...professionalNav, { label: 'Partner sign in', href: routes.partnerAuth }],
  },
  {
    title: 'Support & Privacy',
    items: [
      { label: 'Get help now', href: routes.getHelp },
      { label: 'Safety plan', href: routes.safetyPlan },
      { label: 'How Wren handles a crisis', href: routes.crisisProtocol },
      { label: 'User guide', href: routes.guide },
      { label: 'FAQ', href: routes.faq },
      { label: 'About', href: routes.about },
      { label: 'Pricing', href: routes.pricing },
      { label: 'Privacy', href: routes.privacy },
      { label: 'Privacy specification', href: routes.privateSpecs },
      { label: 'Security', href: routes.security },
      { label: 'Technology', href: routes.technology },
      { label: 'Open source software', href: routes.software },
      { label: 'Terms', href: routes.terms },
      { label: 'Disclaimer', href: routes.disclaimer },
    ],
  },
];

/** Exact match, ignoring a trailing slash (spec: "highlighted when the path matches exactly"). */
export function isActive(href: string, pathname: string) {
  const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return clean(href) === clean(pathname);
}
