/**
 * Names, routes and business constants in one place (product spec, section 9).
 * Renaming the product or the companion is a change to this file only.
 */
export const product = {
  name: 'Haven',
  slug: 'haven',
  tagline: 'A calm place to look after your mind',
  companion: 'Wren',
} as const;

export const routes = {
  home: '/',
  programs: '/programs',
  program: (slug: string) => `/programs/${slug}`,
  chat: `/${product.slug}-ai`,
  companion: '/ai-companion',
  library: '/library',
  article: (slug: string) => `/library/${slug}`,
  dashboard: '/dashboard',
  journal: '/journal',
  insights: '/insights',
  account: '/account',
  subscription: '/account?tab=subscription',
  auth: '/auth',
  assessment: '/assessment',
  clinicalAssessment: '/clinical-assessment',
  checkIn: `/${product.slug}-assessment`,
  admin: '/admin',
  partnerAuth: '/partner-auth',
  partnerDashboard: '/partner-dashboard',
  partner: (id: string) => `/partner/${id}`,
  contactPartner: (id: string) => `/contact-partner/${id}`,
  findPartners: '/find-partners',
  getHelp: '/get-help',
  safetyPlan: '/safety-plan',
  crisisProtocol: '/crisis-protocol',
  guide: '/guide',
  pricing: '/pricing',
  about: '/about',
  faq: '/faq',
  downloadApp: '/download-app',
  technology: '/technology',
  software: '/software',
  terms: '/terms',
  privacy: '/privacy',
  disclaimer: '/disclaimer',
  security: '/security',
  privateSpecs: '/private-specs',
} as const;

export const professions = [
  { slug: 'therapists', label: 'Therapists', href: '/for-therapists' },
  { slug: 'psychiatrists', label: 'Psychiatrists', href: '/for-psychiatrists' },
  { slug: 'psychologists', label: 'Psychologists', href: '/for-psychologists' },
  { slug: 'counselors', label: 'Counselors', href: '/for-counselors' },
  { slug: 'social-workers', label: 'Social Workers', href: '/for-social-workers' },
] as const;

export const limits = {
  assessment: {
    /**
     * The spec's "3 or more answers of 4 or higher", on scales that stop at 3: an answer counts
     * when it is at the top of its question's scale (3 on GAD-7 and PHQ-9).
     */
    crisisAnswerAt: 'top-of-scale',
    crisisAnswerCount: 3,
    crisisSeverityCap: 10,
    maxRecommendations: 3,
    fallbackAssessments: 2,
    defaultContextType: 'intake',
    retryAttempts: 3,
  },
  content: { featuredArticles: 3, relatedArticles: 3, programWeeks: 6, defaultReadTime: '5 min' },
  plans: {
    freePriceUsd: 0,
    /**
     * Whether a paid plan is on sale. While false, no menu offers "Upgrade to Premium" (there is
     * nothing to buy); set it to true, with /pricing describing the plan, when one exists.
     */
    paidPlanAvailable: false as boolean,
  },
  toast: { limit: 1, durationMs: 5000, hotkey: 'F8', swipeThresholdPx: 50, viewportMaxWidthPx: 420 },
  touch: { minTargetPx: 44, hapticMs: 10, feedbackResetMs: 100 },
  menu: {
    swipeThresholdPx: 50,
    edgeZonePx: 50,
    minHorizontalMovePx: 10,
    animationMs: 300,
    submenuDelayMs: 100,
    typeaheadResetMs: 1000,
  },
  scrollTopThresholdPx: 300,
  subscriptionDefaultDelayMs: 50,
  install: { promptDelayMs: 5000, dismissedKey: 'pwa-prompt-dismissed' },
  auth: { refreshTickMs: 30_000, refreshMarginSeconds: 90, idleSignOutMs: 30 * 60_000 },
  realtime: { heartbeatMs: 30_000, reconnectDelaysMs: [1000, 2000, 5000, 10_000] },
  storageListLimit: 100,
  cache: { freshMs: 5 * 60_000, keepMs: 10 * 60_000, retries: 2 },
  logs: { bufferSize: 100, flushMs: 30_000, keep: 1000 },
  seo: { title: [30, 60], description: [120, 160], auditDelayMs: 2000 },
} as const;

/** Local storage keys (spec section 9, "Logging and storage"). */
export const storageKeys = {
  settings: 'haven-settings',
  theme: 'haven-theme',
  performanceMonitoring: 'haven-performance-monitoring',
  logs: 'enterprise-logs',
  session: 'haven-auth',
  plan: 'haven-plan',
  seoMonitoring: 'seo-monitoring',
  /** Wren: when the AI disclosure was first acknowledged on this device (localStorage). */
  wrenDisclosed: 'haven-wren-disclosed',
  /** Wren: this browser session's acknowledgement and last message time (sessionStorage). */
  wrenSession: 'haven-wren-session',
  /** Wren: a guest's answer to the age question (localStorage). */
  wrenAge: 'haven-wren-age',
} as const;
