import { categoryLabel, type ArticleCategory } from './content-schemas';

/**
 * How the library presents the spec's categories. Some labels read alike (Sleep and Sleep
 * Disorders, Stress and Stress Management, Trauma and Trauma Recovery), so each category belongs
 * to a topic, which groups it in the filter and gives its cards a colour and an icon, and has a
 * one-line description that says how it differs from its neighbours. The labels stay the spec's.
 */
export const topics = {
  worry: 'Worry & fear',
  mood: 'Mood & self-worth',
  stress: 'Stress & burnout',
  trauma: 'Trauma',
  sleep: 'Sleep',
  connection: 'Relationships & loss',
  focus: 'Focus & habits',
  mindfulness: 'Mindfulness',
} as const;
export type Topic = keyof typeof topics;

export const categoryDetails: Record<ArticleCategory, { topic: Topic; description: string }> = {
  anxiety: { topic: 'worry', description: 'Worry, fear and panic, and ways to ease them.' },
  ocd: { topic: 'worry', description: 'Intrusive thoughts, doubt and the urge to check or repeat.' },
  depression: { topic: 'mood', description: 'Low mood and lost interest, and small ways to get going again.' },
  'self-worth': { topic: 'mood', description: 'The inner critic and how you see yourself.' },
  stress: { topic: 'stress', description: 'What stress is and what it does to your body and mind.' },
  'stress-management': { topic: 'stress', description: 'Practical skills to turn stress down day to day.' },
  'burnout-recovery': { topic: 'stress', description: 'Exhaustion after long strain, and rest that helps you recover.' },
  trauma: { topic: 'trauma', description: 'How trauma can show up in everyday life.' },
  'trauma-recovery': { topic: 'trauma', description: 'Healing and feeling safe again, at your own pace.' },
  sleep: { topic: 'sleep', description: 'Everyday habits for more restful nights.' },
  insomnia: { topic: 'sleep', description: 'When poor sleep lasts: insomnia and how it is treated.' },
  relationships: { topic: 'connection', description: 'Hard conversations, boundaries and repair.' },
  loneliness: { topic: 'connection', description: 'Feeling alone, and small steps toward connection.' },
  grief: { topic: 'connection', description: 'Loss, mourning and how grief comes in waves.' },
  adhd: { topic: 'focus', description: 'Focus, planning and getting started with ADHD.' },
  addiction: { topic: 'focus', description: 'Cravings, cutting back and finding support.' },
  mindfulness: { topic: 'mindfulness', description: 'Present-moment skills for busy minds.' },
};

/** A category's topic, or undefined for a category outside the spec's list (shown as it is). */
export function categoryTopic(category: string): Topic | undefined {
  return (categoryDetails as Record<string, { topic: Topic } | undefined>)[category]?.topic;
}

export interface TopicGroup {
  topic: Topic;
  label: string;
  categories: { value: string; label: string; description: string }[];
}

/**
 * The categories that have articles, grouped by topic in the order of `topics`, each group in the
 * order of `categoryDetails` (the general category before its look-alike); unknown ones apart, as they are.
 */
export function groupCategories(categories: string[]): { groups: TopicGroup[]; other: string[] } {
  const groups = (Object.keys(topics) as Topic[])
    .map((topic) => ({
      topic,
      label: topics[topic],
      categories: (Object.keys(categoryDetails) as ArticleCategory[])
        .filter((category) => categories.includes(category) && categoryDetails[category].topic === topic)
        .map((value) => ({
          value,
          label: categoryLabel(value),
          description: categoryDetails[value].description,
        })),
    }))
    .filter((group) => group.categories.length > 0);
  return { groups, other: categories.filter((category) => !categoryTopic(category)) };
}
