import type { Metadata } from 'next';
import { ListLinkPage } from '@/components/mailing-list/list-link-page';
import type { QueryPageProps } from '@/lib/site/page-props';

export const metadata: Metadata = {
  title: 'Confirm your sign-up',
  description: 'Confirm your sign-up to our mailing list.',
  robots: { index: false, follow: false },
};

export default async function ConfirmSignupPage({ searchParams }: QueryPageProps) {
  return <ListLinkPage purpose="confirm" searchParams={await searchParams} />;
}
