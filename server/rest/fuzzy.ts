function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for equal strings, towards 0 as they differ (case-insensitive Levenshtein ratio). */
export function similarity(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/**
 * The candidate closest to `name` scoring at least `minScore` (and below `maxScore`), for
 * PostgREST-style "Perhaps you meant …" hints.
 */
export function closest(name: string, candidates: Iterable<string>, minScore: number, maxScore = 1.01): string | undefined {
  let best: string | undefined;
  let bestScore = minScore;
  for (const candidate of candidates) {
    if (name.length > 256 || candidate.length > 256) continue;
    const score = similarity(name, candidate);
    if (score >= bestScore && score < maxScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
