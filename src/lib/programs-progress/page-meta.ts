import { limits, product } from '@/config/haven';

const [titleMin, titleMax] = limits.seo.title;
const [descriptionMin, descriptionMax] = limits.seo.description;

/** The document title of a week page, the first wording that fits 30–60 characters. */
export function weekPageTitle(programTitle: string, week: number, weekTitle: string): string {
  const options = [
    `Week ${week}: ${weekTitle} — ${product.name}`,
    `${programTitle}, week ${week}: ${weekTitle}`,
    `${programTitle}, week ${week} of 6 — ${product.name}`,
    `${programTitle}: week ${week} of a six-week program`,
  ];
  const fits = options.find((title) => title.length >= titleMin && title.length <= titleMax);
  if (!fits) throw new Error(`No title of ${titleMin}–${titleMax} characters for ${programTitle} week ${week}.`);
  return fits;
}

/** The meta description of a week page: its summary, padded or shortened to 120–160 characters. */
export function weekPageDescription(programTitle: string, week: number, summary: string): string {
  let text = `${programTitle}, week ${week}: ${summary.trim()}`;
  for (const filler of [' A short lesson, practical worksheets and a one-minute daily check.', ' Free, private and self-paced.']) {
    if (text.length < descriptionMin) text += filler;
  }
  if (text.length > descriptionMax) {
    const cut = text.slice(0, descriptionMax - 1);
    text = `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
  }
  return text;
}
