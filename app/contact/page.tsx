import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Contact',
  description: 'Questions, bug reports or just a hello: write to the studio.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <div className="prose">
      <h1>Contact Us</h1>
      <p className="lead">Found a bug, have an idea, or just want to say hello? We read every message.</p>
      <p>
        You can also write to us directly at <a href={`mailto:${config.site.contactEmail}`}>{config.site.contactEmail}</a>.
      </p>
    </div>
  );
}
