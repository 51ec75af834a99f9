import { buttonVariants } from '@/components/ui/button-variants';
import { CrisisLines } from '@/components/ui/crisis-lines';
import { instrumentTopic, type ProfessionalReferral } from '@/lib/assessment/results';

const concernWords: Record<string, string> = { depression: 'low mood and depression', anxiety: 'anxiety' };

/**
 * For high totals (PHQ-9 ≥ 20, GAD-7 ≥ 15): a clear nudge to talk to a professional, with
 * directory links filtered to the concern, shown before the program suggestions.
 */
export function ProfessionalPanel({ referrals }: { referrals: ProfessionalReferral[] }) {
  const topics = referrals.map((r) => instrumentTopic(r.instrument).toLowerCase()).join(' and ');
  return (
    <section
      aria-labelledby="talk-to-a-professional"
      className="border-primary bg-secondary text-secondary-foreground rounded-xl border-2 p-5"
    >
      <h3 id="talk-to-a-professional" className="text-xl font-semibold">
        Talking to a professional could really help
      </h3>
      <p className="mt-2">
        Your answers about {topics} are in the range where people usually feel a lot better with support from a licensed professional,
        alongside anything you do here. A therapist, counselor or your doctor can help you work out what would help most. It is a good idea
        to reach out soon.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {referrals.map((referral) => (
          <a key={referral.concern} href={referral.href} className={buttonVariants()}>
            Find a professional for {concernWords[referral.concern] ?? referral.concern}
          </a>
        ))}
      </div>
      <p className="mt-4 text-sm">
        <CrisisLines variant="sentence" lead="If you ever feel unsafe," />
      </p>
    </section>
  );
}
