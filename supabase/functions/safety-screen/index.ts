/**
 * Screens a member's own writing (a journal entry) with the same crisis screen as Wren: the
 * phrase rules and the learned language layer. The journal screens instantly in the browser
 * with the rules; this adds what only the learned layer sees.
 *
 * POST `{ text }` → 200 `{ level, categories }`; 400 `{ error }` with the reason. Nothing is
 * stored or logged. If the learned layer cannot load, the rules' answer is returned.
 */
import { screenWithModel } from '../_shared/companion/screen-model.ts';
import { getNlu } from '../_shared/companion/nlu.ts';
import { screenText } from '../_shared/safety/screen.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
/** A long journal entry fits; anything larger is not a journal entry. */
const MAX_CHARS = 100_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

// Load the language layer with the function, not on the first entry.
void getNlu().catch(() => undefined);

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return json({ error: 'Use POST with { "text": "…" }.' }, 405);
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json({ error: 'Send a JSON object with the text to screen.' }, 400);
  }
  const text = (raw as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return json({ error: 'The text to screen must be a string.' }, 400);
  if (text.length > MAX_CHARS)
    return json({ error: `The text is too long to screen (over ${MAX_CHARS.toLocaleString('en-US')} characters).` }, 400);
  if (!text.trim()) return json({ level: 'none', categories: [] });
  try {
    const nlu = await getNlu();
    const { level, categories } = await screenWithModel(text, nlu);
    return json({ level, categories });
  } catch {
    return json(screenText(text));
  }
});
