/**
 * What a screen reader reads and a copy-paste gets from a crisis surface, checked for the breaks
 * that hand-set markup used to leave: missing spaces ("to741741", "call911"), doubled spaces,
 * space before punctuation ("988 , or"), a line that starts with punctuation (". 24/7") and
 * doubled punctuation. Returns the problems found, each with the text around it.
 */
export function crisisTextProblems(text: string): string[] {
  const problems: string[] = [];
  const around = (line: string, index: number) => `"${line.slice(Math.max(0, index - 20), index + 20)}"`;
  const checks: [RegExp, string][] = [
    [/\p{L}\d|\d\p{L}/u, 'a word runs into a number'],
    [/ {2,}/, 'a doubled space'],
    [/ [,.;:!?]/, 'a space before punctuation'],
    [/^[,.;:!?]/, 'a line starts with punctuation'],
    [/[,.;:]\s*[,.;:]/, 'doubled punctuation'],
  ];
  for (const line of text.split('\n').map((l) => l.replace(/\t/g, ' ').trim())) {
    for (const [pattern, what] of checks) {
      const match = pattern.exec(line);
      if (match) problems.push(`${what}: ${around(line, match.index)}`);
    }
  }
  return problems;
}
