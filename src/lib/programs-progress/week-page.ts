import { marked } from 'marked';
import type { ProgramWeek, Tool } from '@/lib/content-schemas';
import type { WeekOutline, WeekTool } from './types';

export const markdown = (text: string) => marked.parse(text, { async: false });

const toWeekTool = ({ instructions, ...tool }: Tool, week: number): WeekTool => ({
  ...tool,
  instructionsHtml: markdown(instructions),
  week,
});

/**
 * What a prebuilt week page passes to its islands: this week's worksheets, the ones introduced
 * earlier (still in use), and an outline of all six weeks.
 */
export function weekPageData(weeks: readonly ProgramWeek[], week: number) {
  const current = weeks.find((w) => w.week === week);
  if (!current) throw new Error(`Week ${week} is missing.`);
  const outlines: WeekOutline[] = weeks.map((w) => ({ week: w.week, title: w.title, toolKeys: w.tools.map((tool) => tool.id) }));
  return {
    tools: current.tools.map((tool) => toWeekTool(tool, week)),
    earlierTools: weeks.filter((w) => w.week < week).flatMap((w) => w.tools.map((tool) => toWeekTool(tool, w.week))),
    outlines,
    previous: outlines.find((o) => o.week === week - 1),
    next: outlines.find((o) => o.week === week + 1),
  };
}
