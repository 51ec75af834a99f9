/** Common English words left out of journal themes, plus filler that says nothing about a theme. */
const stopWords = new Set(
  (
    'a about above after again against all almost also am an and any are aren as at be because been before being below ' +
    'between both but by can cannot could couldn did didn do does doesn doing don down during each even ever every few ' +
    'for from further get gets getting got had hadn has hasn have haven having he her here hers herself him himself his ' +
    'how i if in into is isn it its itself just let like ll me might more most much must my myself no nor not now of off ' +
    'on once only or other ought our ours ourselves out over own really re same shan she should shouldn so some still ' +
    'such than that the their theirs them themselves then there these they thing things this those though through to ' +
    'today too under until up upon us ve very was wasn way we well were weren what when where which while who whom why ' +
    'will with won would wouldn yet you your yours yourself yourselves feel felt feeling think thought know one two ' +
    'going go went want wanted make made lot bit maybe something anything nothing day week time im ive dont cant its'
  ).split(' '),
);

export interface Count {
  value: string;
  count: number;
}

function top(counts: Map<string, number>, limit: number, minCount: number): Count[] {
  return [...counts.entries()]
    .filter(([, count]) => count >= minCount)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count }));
}

/** The most used tags (case-insensitive), most used first. */
export function topTags(items: readonly { tags: readonly string[] }[], limit = 5): Count[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const tag of new Set(item.tags.map((value) => value.trim().toLowerCase()).filter(Boolean))) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return top(counts, limit, 1);
}

/** Words of three letters or more, lower-cased, without apostrophes. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'’]*[a-z]/g) ?? [])
    .map((word) => word.replace(/['’]s$/, '').replace(/['’]/g, ''))
    .filter((word) => word.length >= 3);
}

/**
 * The words used most across entries, leaving out stop words; a word must appear in at least
 * two entries, so a single long entry does not set the themes.
 */
export function topWords(entries: readonly { title?: string | null; body: string }[], limit = 8): Count[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const word of new Set(words(`${entry.title ?? ''} ${entry.body}`))) {
      if (!stopWords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return top(counts, limit, 2);
}
