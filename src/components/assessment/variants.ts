import { routes } from '@/config/haven';

/** The two screens built on the same engine: the intake assessment and the weekly check-in. */
export interface AssessmentVariant {
  /** The configuration's `context_type`, also stored as the session type. */
  contextType: 'intake' | 'check_in';
  introTitle: string;
  introText: string;
  highlights: { title: string; text: string }[];
  resultsTitle: string;
  resultsIntro: string;
  /** Where to go after the results, besides the programs. */
  nextStep: { label: string; href: string } | null;
}

export const variants = {
  intake: {
    contextType: 'intake',
    introTitle: 'Welcome to your wellbeing assessment',
    introText:
      'You will answer a few short questions about how the last two weeks have been. Then we suggest up to three programs that fit how you have been feeling.',
    highlights: [
      { title: '5-10 minutes', text: 'One question at a time, at your own pace.' },
      { title: 'Personalized insights', text: 'Programs matched to your answers, with the reason why.' },
      { title: 'Confidential', text: 'Your answers stay private to your account. They are never sold or used for ads.' },
    ],
    resultsTitle: 'Your Personalized Insights',
    resultsIntro: 'Thank you for taking the time to check in with yourself. Here is what your answers suggest.',
    nextStep: null,
  },
  check_in: {
    contextType: 'check_in',
    introTitle: 'Your weekly check-in',
    introText:
      'The same questions as your first assessment, about how the last two weeks have been. Taking them each week shows how things are changing and how your program is helping.',
    highlights: [
      { title: 'About 3-5 minutes', text: 'One question at a time, at your own pace.' },
      { title: 'See your trend', text: 'Your results are compared with last time and added to your dashboard.' },
      { title: 'Confidential', text: 'Your answers stay private to your account. They are never sold or used for ads.' },
    ],
    resultsTitle: 'Your Check-in Results',
    resultsIntro: 'Thank you for checking in. Here is how you are doing this week.',
    nextStep: { label: 'See your trend on the dashboard', href: routes.dashboard },
  },
} as const satisfies Record<string, AssessmentVariant>;

export type VariantName = keyof typeof variants;
