/**
 * The companion-chat `report` action: a guest reports one of Wren's replies.
 *
 * Guests' chats are never stored, so the browser sends the reply's text (and, only if the guest
 * ticked the box, the message it answered) with `consent: true`. The report is inserted with the
 * service role, with no user or message id; visitors have no rights on chat_reports themselves.
 * Members report saved replies straight into chat_reports (row-level security checks they own
 * the message), so a member token is refused here.
 *
 * The embedded server offers functions no rate limiter, so reports are capped here, in memory:
 * 5 per hour from one address, and 200 per hour from all guests together (an address can be
 * faked in X-Forwarded-For; the shared cap bounds what that can add). The windows reset when the
 * function restarts and are per instance.
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { REPORT_LIMITS, REPORT_REASONS, reportReasonText } from './report-input.ts';

export const reportRequest = z.strictObject({
  action: z.literal('report'),
  reason: z.enum(REPORT_REASONS, { error: `Choose one of the reasons: ${REPORT_REASONS.join(', ')}.` }),
  details: z
    .string({ error: 'The details must be text.' })
    .max(REPORT_LIMITS.details, { error: `Keep the details to ${REPORT_LIMITS.details} characters or fewer.` })
    .default(''),
  reply: z
    .string({ error: 'Send the text of the reply you are reporting.' })
    .trim()
    .min(1, { error: 'Send the text of the reply you are reporting.' })
    .max(REPORT_LIMITS.text, { error: `The reply can be at most ${REPORT_LIMITS.text} characters.` }),
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .max(REPORT_LIMITS.text, { error: `Your message can be at most ${REPORT_LIMITS.text} characters.` })
    .optional(),
  consent: z.literal(true, { error: 'A guest report needs your consent to send the reply to Haven.' }),
});

export type ReportRequest = z.infer<typeof reportRequest>;

const HOUR_MS = 60 * 60_000;
export const REPORT_RATE = { perAddress: 5, allGuests: 200, windowMs: HOUR_MS } as const;

const hits = new Map<string, number[]>();

/** Records a report from `key`; returns 0 when allowed, else the seconds to wait. */
function hit(key: string, max: number, now: number): number {
  const recent = (hits.get(key) ?? []).filter((t) => t > now - REPORT_RATE.windowMs);
  if (recent.length >= max) {
    hits.set(key, recent);
    return Math.max(1, Math.ceil((recent[0]! + REPORT_RATE.windowMs - now) / 1000));
  }
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) for (const [k, times] of hits) if (times.every((t) => t <= now - REPORT_RATE.windowMs)) hits.delete(k);
  return 0;
}

/** Seconds to wait before this address may report again (0: go ahead, and it is counted). */
export function reportWait(address: string, now = Date.now()): number {
  const wait = hit(`ip:${address}`, REPORT_RATE.perAddress, now);
  return wait || hit('all', REPORT_RATE.allGuests, now);
}

/** The caller's address: the first X-Forwarded-For hop (set by the Supabase gateway), else the socket. */
export function callerAddress(request: Request, socketAddress: string | undefined): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || socketAddress || 'unknown';
}

/** A plain reason for the first problem in the request. */
export function describeReportProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The report could not be read.';
}

/** Inserts a guest's report with the service role. Returns the new report's id. */
export async function saveGuestReport(input: ReportRequest, env: (name: string) => string | undefined): Promise<string> {
  const client = createClient(env('SUPABASE_URL')!, env('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await client
    .from('chat_reports')
    .insert({
      user_id: null,
      message_id: null,
      reason: reportReasonText(input.reason, input.details),
      reported_content: input.reply,
      reported_context: input.message || null,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error('The report could not be saved.');
  return (data as { id: string }).id;
}
