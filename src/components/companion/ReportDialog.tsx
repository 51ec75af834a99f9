import { Button } from '@/components/ui/button';
import { getSupabase } from '@/lib/supabase';
import { reportReply, reportReplyAsGuest } from '@/lib/queries/companion';
import type { ChatMessage } from '@/stores/companion';
import { toast } from '@/stores/toast';
import { reportReasonText } from '../../../supabase/functions/companion-chat/report-input.ts';
import { Dialog } from '@/components/ui/dialog';
import { ReportForm, type ReportChoice } from './ReportForm';

interface ReportDialogProps {
  /** The reply being reported. */
  message: ChatMessage | null;
  /** The person's message that the reply answered, if any. */
  prompt: string | null;
  member: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Report this reply". Members report the saved reply (the database copies it into the report);
 * guests, whose chats are not stored, agree to send a copy of the reply and, if they choose, of
 * their own message that it answered.
 */
export function ReportDialog({ message, prompt, member, open, onOpenChange }: ReportDialogProps) {
  async function send(choice: ReportChoice): Promise<string | null> {
    if (!message) return null;
    let problem: string | null;
    if (member) {
      const { error } = await reportReply(getSupabase(), message.id!, reportReasonText(choice.reason, choice.details));
      problem = !error
        ? null
        : error.code === '23505'
          ? 'You have already reported this reply.'
          : 'The report could not be sent. Please try again.';
    } else {
      problem = await reportReplyAsGuest(getSupabase(), {
        reason: choice.reason,
        details: choice.details,
        reply: message.text,
        message: choice.includePrompt && prompt ? prompt : undefined,
      });
    }
    if (problem) return problem;
    onOpenChange(false);
    toast({ title: 'Report sent', description: 'Thank you. The people who run Haven will review this reply.' });
    return null;
  }

  const unsaved = member && message && !message.id;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this reply"
      description="Tell us what went wrong. Reports help us find and fix mistakes."
    >
      {unsaved ? (
        <div className="grid gap-4">
          <p>This reply was not saved to your account, so it cannot be reported yet. Please try again in a moment.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      ) : (
        <ReportForm
          key={message?.key}
          guest={member || !message ? null : { reply: message.text, prompt }}
          onSend={send}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
