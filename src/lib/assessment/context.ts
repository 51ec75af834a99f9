import type { Json } from '@/lib/database.types';

/** What a session records about where it came from (`assessment_sessions.session_context`). */
export type SessionContext = {
  [key: string]: Json | undefined;
  context_type: string;
  /** For a check-in taken from a program week: which program and week. */
  program_context?: { program_slug: string; week: number };
};

/**
 * The session context for a context type and the page's query string. A check-in opened from a
 * program passes `?program=<slug>&week=<1-6>`; anything malformed is ignored.
 */
export function sessionContextFor(contextType: string, search: string): SessionContext {
  const params = new URLSearchParams(search);
  const slug = params.get('program');
  const week = Number(params.get('week'));
  const context: SessionContext = { context_type: contextType };
  if (slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 80 && Number.isInteger(week) && week >= 1 && week <= 6) {
    context.program_context = { program_slug: slug, week };
  }
  return context;
}
