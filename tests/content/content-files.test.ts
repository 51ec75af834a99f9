// @vitest-environment jsdom
// (jsdom so the worksheet test below can render each tool with the React renderer)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { readArticles, readPrograms } from '../../server/seed/content-files.ts';
import { ToolForm } from '../../src/components/programs/ToolForm.tsx';
import { dailyCheckFields } from '../../src/lib/programs-progress/daily-check.ts';
import { articleCategories, pageSchema, statSchema, type ToolField } from '../../src/lib/content-schemas.ts';
import { plainText, textLine } from '../../supabase/functions/_shared/safety/resources.ts';

const content = path.resolve('content');

describe('articles in content/articles', () => {
  test('all validate, cover every category at least twice and link only to real slugs', async () => {
    const articles = await readArticles(path.join(content, 'articles'));
    expect(articles.length).toBeGreaterThanOrEqual(40);
    for (const category of Object.keys(articleCategories)) {
      expect(articles.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    const slugs = new Set(articles.map((article) => article.slug));
    for (const article of articles) for (const related of article.related_articles) expect(slugs.has(related), `${article.slug} → ${related}`).toBe(true);
  });

  test('are 600–1,500 words, end with sources and follow safe-messaging language', async () => {
    for (const article of await readArticles(path.join(content, 'articles'))) {
      const words = article.content.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(600);
      expect(words, article.slug).toBeLessThanOrEqual(1600);
      expect(article.content, article.slug).toMatch(/^## Sources$/m);
      expect(article.content, article.slug).not.toMatch(/committed suicide|lorem ipsum|\bTODO\b/i);
    }
  });
});

describe('programs in content/programs', () => {
  test('nine or more programs, each with six complete weeks of lesson, tools, check and reflection', async () => {
    const programs = await readPrograms(path.join(content, 'programs'));
    expect(programs.length).toBeGreaterThanOrEqual(9);
    for (const slug of ['anxiety-management', 'adhd-strategies', 'grief-journey']) expect(programs.map((p) => p.slug)).toContain(slug);
    for (const program of programs) {
      expect(program.weeks.map((week) => week.week)).toEqual([1, 2, 3, 4, 5, 6]);
      // The page renders the crisis lines under this text from the one source (CrisisResources.astro).
      expect(program.safety, program.slug).toMatch(/the lines below/);
      expect(program.safety, program.slug).not.toMatch(/741741|\*\*Call 911\*\*/);
      for (const week of program.weeks) {
        const words = week.lesson.split(/\s+/).filter(Boolean).length;
        expect(words, `${program.slug} week ${week.week}`).toBeGreaterThanOrEqual(800);
        expect(Math.abs(week.reading_minutes - words / 200), `${program.slug} week ${week.week} reading time`).toBeLessThanOrEqual(1.5);
        expect(week.tools.length).toBeGreaterThanOrEqual(1);
        for (const tool of week.tools) expect(tool.fields.length).toBeGreaterThan(0);
      }
    }
  });

  test('tool ids are unique within a program so saved answers never collide', async () => {
    for (const program of await readPrograms(path.join(content, 'programs'))) {
      const ids = program.weeks.flatMap((week) => week.tools.map((tool) => tool.id));
      expect(new Set(ids).size, program.slug).toBe(ids.length);
    }
  });
});

/** The names assistive tech announces for each labelled control and group in `root`. */
function accessibleNames(root: HTMLElement): string[] {
  const names: string[] = [];
  for (const label of root.querySelectorAll('label[for]')) if (root.querySelector(`#${CSS.escape(label.getAttribute('for')!)}`)) names.push(label.textContent!.trim());
  for (const legend of root.querySelectorAll('fieldset > legend')) names.push(legend.textContent!.trim());
  return names;
}

/** Every input, textarea and button either has a <label>, an aria-label, or (radios) a wrapping label. */
function unlabelledControls(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('input, textarea, button')]
    .filter((control) => !(control.labels?.length || control.getAttribute('aria-label') || control.textContent?.trim()))
    .map((control) => control.outerHTML);
}

function renderFields(fields: readonly ToolField[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(createElement(ToolForm, { fields, values: {}, onChange: () => undefined })));
  return {
    container,
    remove() {
      root.unmount();
      container.remove();
    },
  };
}

describe('program worksheets render with the week page renderer', () => {
  test('every tool, daily check and reflection renders each field with an accessible label', async () => {
    let rendered = 0;
    for (const program of await readPrograms(path.join(content, 'programs'))) {
      for (const week of program.weeks) {
        const forms: [string, ToolField[]][] = [
          ...week.tools.map((tool): [string, ToolField[]] => [tool.id, tool.fields]),
          ['daily check', dailyCheckFields(week.daily_check)],
          ['reflection', week.reflection.map((label, i): ToolField => ({ id: `q${i + 1}`, label, type: 'textarea' }))],
        ];
        for (const [name, fields] of forms) {
          const where = `${program.slug} week ${week.week}, ${name}`;
          const { container, remove } = renderFields(fields);
          const names = accessibleNames(container);
          for (const field of fields) expect(names, `${where}: ${field.id}`).toContain(field.label.trim());
          expect(unlabelledControls(container), where).toEqual([]);
          remove();
          rendered += 1;
        }
      }
    }
    expect(rendered).toBeGreaterThanOrEqual(9 * 6 * 3);
  });
});

describe('informational pages and home statistics', () => {
  test('every page has a title of 30–60 and a description of 120–160 characters', async () => {
    const dir = path.join(content, 'pages');
    const files = (await readdir(dir)).filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(19);
    for (const name of files) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      expect(pageSchema.safeParse(parse(front ?? '')).success, name).toBe(true);
      expect(text, name).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|50,000/i);
    }
  });

  test('the home page has six sourced statistics', async () => {
    const stats = parse(await readFile(path.join(content, 'home', 'stats.yaml'), 'utf8')) as unknown[];
    expect(stats).toHaveLength(6);
    for (const stat of stats) expect(statSchema.safeParse(stat).success).toBe(true);
  });
});

describe('crisis lines named in lesson and article prose', () => {
  /** Every file under content/, as text. */
  async function contentFiles(dir: string): Promise<{ name: string; text: string }[]> {
    const found: { name: string; text: string }[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) found.push(...(await contentFiles(full)));
      else if (/\.(md|mdx|ya?ml)$/.test(entry.name)) found.push({ name: path.relative(content, full), text: await readFile(full, 'utf8') });
    }
    return found;
  }

  test('say how to reach each line as the one source says it, and never the retired 1-800 Lifeline number', async () => {
    const how = (line: typeof textLine) => plainText(line.how).toLowerCase();
    const files = await contentFiles(content);
    expect(files.length).toBeGreaterThan(90);
    for (const { name, text } of files) {
      const prose = text.replace(/\*\*/g, '').replace(/\s+/g, ' ').toLowerCase();
      for (const match of prose.matchAll(/741741/g)) {
        expect(prose.slice(Math.max(0, match.index - 40), match.index + 6), name).toContain(how(textLine));
      }
      expect(prose, name).not.toMatch(/1-?800-?273-?(8255|talk)/);
    }
  });
});
