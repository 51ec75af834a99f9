import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MemberArea } from '@/components/site/MemberArea';
import { sessionContextFor } from '@/lib/assessment/context';
import { getSupabase } from '@/lib/supabase';
import { $assessment, initAssessment, retryAfterFailure } from '@/stores/assessment';
import { AssessmentErrorBoundary } from './AssessmentErrorBoundary';
import { AssessmentIntro } from './AssessmentIntro';
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
      return <AssessmentIntro variant={variant} draftAnswered={state.draftAnswered} />;
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
    <MemberArea>
      {(user) => (
        <AssessmentErrorBoundary>
          <Assessment userId={user.id} variant={variants[variant]} />
        </AssessmentErrorBoundary>
      )}
    </MemberArea>
  );
}
