import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/site/ErrorBoundary';
import { routes } from '@/config/haven';
import { acknowledgeDisclosure, checkDisclosure, openConversation } from '@/stores/companion';
import { $session, startSession } from '@/stores/session';
import { Chat } from './Chat';
import { ChatPending, DisclosureGate } from './DisclosureGate';
import { chatStart, readGuestAge, saveGuestAge, type GuestAge } from './guest-age';
import { YoungPeopleScreen } from './YoungPeopleScreen';

/**
 * The Wren chat: the AI disclosure gate, then the conversation. Guests chat without an account
 * (nothing stored on the server) once they say they are 18 or older; a guest under 18 gets
 * help for young people instead. Members keep their conversations.
 */
export default function ChatWorkspace() {
  const { user, loading } = useStore($session);
  const [gate, setGate] = useState<ReturnType<typeof checkDisclosure> | null>(null);
  const [guestAge, setGuestAge] = useState<GuestAge | null>(null);
  const [answered, setAnswered] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  // Going back into this session's conversation: "Loading..." stays until its messages are in, so
  // the chat paints once with them instead of with the starters, which would then move (CLS).
  const [restoring, setRestoring] = useState(false);
  useEffect(startSession, []);
  useEffect(() => {
    if (loading) return;
    const check = checkDisclosure();
    setGuestAge(readGuestAge());
    setGate(check);
    if (!check.needed && user && check.conversationId) {
      setRestoring(true);
      void openConversation(check.conversationId)
        .catch(() => undefined)
        .finally(() => setRestoring(false));
    }
  }, [loading, user]);

  if (loading || !gate || restoring) return <ChatPending />;
  const start = chatStart({ signedIn: Boolean(user), guestAge, gateNeeded: gate.needed });
  if (start === 'young') return <YoungPeopleScreen focus={answered} />;
  if (start === 'gate' || start === 'gate-age') {
    return (
      <DisclosureGate
        firstUse={gate.firstUse}
        member={Boolean(user)}
        askAge={start === 'gate-age'}
        onAcknowledge={(age) => {
          if (age) {
            saveGuestAge(age);
            setGuestAge(age);
            setAnswered(true);
            if (age === 'under-18') return;
          }
          acknowledgeDisclosure();
          setAcknowledged(true);
          setGate({ ...gate, needed: false });
          if (user && gate.conversationId) void openConversation(gate.conversationId).catch(() => undefined);
        }}
      />
    );
  }
  return (
    <ErrorBoundary>
      <Chat user={user} focusComposer={acknowledged} />
      <p className="text-muted-foreground mt-4 text-sm">
        Wren is an AI companion for self-help, not a therapist and not an emergency service.{' '}
        <a className="underline" href={routes.crisisProtocol}>
          How Wren handles signs of risk
        </a>
        .
      </p>
    </ErrorBoundary>
  );
}
