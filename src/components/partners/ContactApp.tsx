import { lazy, Suspense, type ComponentProps } from 'react';

/** The contact form; its code (and supabase-js) loads after the page has painted. */
const ContactForm = lazy(() => import('./ContactForm'));

export default function ContactApp(props: ComponentProps<typeof ContactForm>) {
  return (
    <Suspense fallback={<p className="text-muted-foreground py-8 text-center">Loading...</p>}>
      <ContactForm {...props} />
    </Suspense>
  );
}
