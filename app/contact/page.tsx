import { ContactForm } from '@/components/forms/contact-form';
import { config } from '@/lib/site/config.server';
import { pageNotice } from '@/lib/forms/page-notice.server';
import { pageMetadata } from '@/lib/site/metadata.server';
import type { QueryPageProps } from '@/lib/site/page-props';

export const metadata = pageMetadata({
  title: 'Contact',
  description: 'Questions, bug reports or just a hello: write to the studio.',
  path: '/contact',
});

export default async function ContactPage({ searchParams }: QueryPageProps) {
  const notice = await pageNotice('contact', await searchParams);
  return (
    <div className="prose">
      <h1>Contact Us</h1>
      <p className="lead">Found a bug, have an idea, or just want to say hello? We read every message.</p>
      <ContactForm initialNotice={notice} />
      <p className="muted">
        You can also write to us directly at{' '}
        <a href={`mailto:${config.site.contactEmail}`}>{config.site.contactEmail}</a>.
      </p>
    </div>
  );
}
