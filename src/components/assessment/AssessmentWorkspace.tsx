import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MemberArea } from '@/components/site/MemberArea';
import { sessionContextFor } from '@/lib/assessment/context';
import { getSupabase } from '@/lib/supabase';
import { $assessment, beginAssessment, initAssessment, retryAfterFailure } from '@/stores/assessment';
import { AssessmentErrorBoundary } from './AssessmentErrorBoundary';
import { AssessmentIntro, AssessmentPending } from './AssessmentIntro';
import { CrisisView } from './CrisisView';
import { ErrorPanel } from './ErrorPanel';
import { QuestionStep } from './QuestionStep';
import { ResultsView } from './ResultsView';
import { variants, type AssessmentVariant, type VariantName } from './variants';

function Status({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground py-12 text-center text-lg">
      {text}
    </p>
  );
}

/** Begin Assessment, or Continue and Start Over for answers an earlier visit left on this device. */
function IntroActions({ draftAnswered }: { draftAnswered: number }) {
  if (draftAnswered === 0) {
    return (
      <Button size="lg" className="mt-8" onClick={() => void beginAssessment()}>
        Begin Assessment
      </Button>
    );
  }
  return (
    <div className="mt-8">
      <p>
        You have {draftAnswered} {draftAnswered === 1 ? 'answer' : 'answers'} kept on this device from last time. You can pick up where you
        left off.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => void beginAssessment()}>
          Continue Assessment
        </Button>
        <Button size="lg" variant="outline" onClick={() => void beginAssessment({ fresh: true })}>
          Start Over
        </Button>
      </div>
    </div>
  );
}

function Assessment({ userId, variant }: { userId: string; variant: AssessmentVariant }) {
  // Before the first render, so answers kept from an earlier visit show without a flash.
  useState(() =>
    initAssessment({
      client: getSupabase(),
      userId,
      contextType: variant.contextType,
      sessionContext: sessionContextFor(variant.contextType, window.location.search),
    }),
  );
  const state = useStore($assessment);

  switch (state.phase) {
    case 'intro':
      return <AssessmentIntro variant={variant} actions={<IntroActions draftAnswered={state.draftAnswered} />} />;
    case 'loading':
      return <Status text="Loading your personalized questions..." />;
    case 'question':
      return <QuestionStep questions={state.questions} walk={state.walk} />;
    case 'submitting':
      return <Status text="Saving your answers..." />;
    case 'crisis':
      return <CrisisView saving={state.saving} unsaved={state.unsaved} />;
    case 'results':
      return state.result ? (
        <ResultsView variant={variant} result={state.result} earlier={state.earlier} attribution={state.questions[0]?.attribution ?? ''} />
      ) : null;
    case 'error':
      return <ErrorPanel retriesUsed={state.retriesUsed} onRetry={retryAfterFailure} answersKept={state.failure === 'submit'} />;
  }
}

/** The assessment for the signed-in member; the page shows the sign-in prompt otherwise. */
export default function AssessmentWorkspace({ variant }: { variant: VariantName }) {
  return (
    <MemberArea pending={<AssessmentPending variant={variants[variant]} />}>
      {(user) => (
        <AssessmentErrorBoundary>
          <Assessment userId={user.id} variant={variants[variant]} />
        </AssessmentErrorBoundary>
      )}
    </MemberArea>
  );
}
