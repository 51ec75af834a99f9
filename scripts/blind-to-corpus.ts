/**
 * Turns a blind batch, after its first run is recorded, into a corpus file for Wren's learned
 * layer (docs/wren.md, "Measuring"):
 *
 *   node scripts/blind-to-corpus.ts 2026-11-28a 19
 *
 * reads training/wren/blind/<tag>-risk.json and <tag>-everyday.json and writes
 * training/wren/corpus/blind-<tag>.jsonl. Each risk group has its label, except the groups whose
 * messages may be about suicide or self-harm (back, joke, textspeak, buried): those are labelled
 * by their words and printed, to be read and corrected by hand before retraining.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './wren/corpus.ts';

interface RiskItem {
  group: string;
  text: string;
  expect: 'crisis' | 'risk' | 'none';
}
interface EverydayItem {
  text: string;
  intent: string;
}

const BY_GROUP: Record<string, string> = {
  explicit: 'suicide',
  warning_signs: 'suicide',
  imminent: 'imminent',
  medical: 'medical',
  self_harm: 'self_harm',
  harm_others: 'harm_others',
  abuse: 'abuse',
  child: 'child',
  eating: 'eating',
  friend: 'friend',
};
const SELF_HARM_WORDS =
  /\b(?:cut|cuts|cutting|cuttin|self[\s-]?harm\w*|sh|sh'?d|burn|burning|burned|blade|razor|scratch\w*|hitting myself|hit myself|punch\w*|bruis\w*)\b/i;

const [tag, batch] = process.argv.slice(2);
if (!tag || !batch) {
  console.error('usage: node scripts/blind-to-corpus.ts <date-and-letter, e.g. 2026-11-28a> <batch number>');
  process.exit(2);
}
const blind = (kind: string) => path.join(root, 'training/wren/blind', `${tag}-${kind}.json`);
const risk = JSON.parse(await readFile(blind('risk'), 'utf8')) as { items: RiskItem[] };
const everyday = JSON.parse(await readFile(blind('everyday'), 'utf8')) as { items: EverydayItem[] };
const voice = `blind batch ${batch} (${tag.slice(0, 10)}), after its first run`;

const lines: object[] = [];
const toRead: string[] = [];
for (const item of risk.items) {
  if (item.expect === 'none') {
    // A professional's question about risk is a question for information, not small talk.
    lines.push({ text: item.text, risk: 'none', ...(item.group === 'professional' ? { intent: 'info_risk' } : {}), voice });
    continue;
  }
  const label = BY_GROUP[item.group] ?? (SELF_HARM_WORDS.test(item.text) ? 'self_harm' : 'suicide');
  if (!BY_GROUP[item.group]) toRead.push(`${label}\t${item.group}\t${item.text.replace(/\s+/g, ' ')}`);
  lines.push({ text: item.text, risk: label, intent: 'risk', voice });
}
for (const item of everyday.items) lines.push({ text: item.text, risk: 'none', intent: item.intent, voice });

const out = path.join(root, 'training/wren/corpus', `blind-${tag}.jsonl`);
await writeFile(out, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
console.log(`wrote ${path.relative(root, out)}: ${lines.length} lines. Read these labels and correct any that are wrong:`);
for (const line of toRead) console.log(line);
