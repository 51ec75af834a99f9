import { DeleteAccount } from './DeleteAccount';
import { ExportData } from './ExportData';

/** The member's data rights: take a copy of everything, or delete the account. */
export function PrivacyTab() {
  return (
    <section aria-labelledby="privacy-heading" className="grid max-w-2xl gap-8">
      <div>
        <h2 id="privacy-heading" className="text-2xl font-semibold">
          Privacy and your data
        </h2>
        <p className="text-muted-foreground mt-2">Your data is yours. Take a copy whenever you like, or delete it all.</p>
      </div>
      <ExportData />
      <DeleteAccount />
    </section>
  );
}
