import type { AuditEntry } from '@/lib/queries/admin';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const roleNames: Record<string, string> = { user: 'member', partner: 'partner', admin: 'admin' };

/** One audit row as a sentence: "Published “Breathing out slowly”." */
export function describeAudit(entry: AuditEntry): string {
  const d = entry.details;
  const title = `“${text(d['title']) || text(d['slug'])}”`;
  switch (entry.action) {
    case 'article.created':
      return `Created ${title}${d['published'] === true ? ' and published it' : ' as a draft'}.`;
    case 'article.updated':
      if ('published_before' in d) return `${d['published'] === true ? 'Published' : 'Unpublished'} ${title}.`;
      return `Edited ${title}.`;
    case 'article.deleted':
      return `Deleted ${title}.`;
    case 'partner.status_changed':
      return `Changed a partner from ${text(d['from'])} to ${text(d['to'])}${text(d['rejection_reason']) ? `: “${text(d['rejection_reason'])}”` : ''}.`;
    case 'chat_report.status_changed':
      return `Marked a reported reply ${text(d['to'])}.`;
    case 'user.role_changed':
      return `Changed an account from ${roleNames[text(d['from'])] ?? text(d['from'])} to ${roleNames[text(d['to'])] ?? text(d['to'])}.`;
    default:
      return `${entry.action} on ${entry.table_name}.`;
  }
}

/** Who did it, without needing anyone's email. */
export function describeActor(actorId: string | null, selfId: string): string {
  if (actorId === null) return 'Haven (system or script)';
  return actorId === selfId ? 'You' : `Admin ${actorId.slice(0, 8)}`;
}
