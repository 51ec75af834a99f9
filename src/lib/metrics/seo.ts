import { limits } from '@/config/haven';
import { logger } from '@/lib/logger';

export interface SeoFinding {
  check: 'title' | 'description';
  length: number;
  range: readonly [number, number];
  /** Null when the length is within range. */
  problem: 'missing' | 'too short' | 'too long' | null;
}

function measure(check: SeoFinding['check'], text: string | null, range: readonly [number, number]): SeoFinding {
  const length = text?.trim().length ?? 0;
  const problem = text === null || length === 0 ? 'missing' : length < range[0] ? 'too short' : length > range[1] ? 'too long' : null;
  return { check, length, range, problem };
}

/** Title 30–60 characters, meta description 120–160 (spec section 9). */
export function auditDocument(doc: Document = document): SeoFinding[] {
  const title = doc.querySelector('title')?.textContent ?? null;
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
  return [measure('title', title, limits.seo.title), measure('description', description, limits.seo.description)];
}

/** Audits the page and logs each finding: a warning per problem, one info line when all pass. */
export function runSeoAudit(doc: Document = document, log = logger): SeoFinding[] {
  const findings = auditDocument(doc);
  const problems = findings.filter((finding) => finding.problem !== null);
  for (const finding of problems) {
    log.warn(`SEO: the ${finding.check} is ${finding.problem}`, {
      component: 'seo-audit',
      action: 'audit',
      context: { check: finding.check, length: finding.length, min: finding.range[0], max: finding.range[1], path: location.pathname },
    });
  }
  if (problems.length === 0) {
    log.info('SEO: title and description lengths pass', {
      component: 'seo-audit',
      action: 'audit',
      // `…Length` keys: a bare `title` key is redacted by the logger (it could be a journal title).
      context: { path: location.pathname, titleLength: findings[0]!.length, descriptionLength: findings[1]!.length },
    });
  }
  log.flush();
  return findings;
}
