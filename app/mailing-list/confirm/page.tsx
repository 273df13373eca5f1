import type { Metadata } from 'next';
import { ListLinkPage } from '@/components/mailing-list/list-link-page';

export const metadata: Metadata = {
  title: 'Confirm your sign-up',
  description: 'Confirm your sign-up to our mailing list.',
  robots: { index: false, follow: false },
};

interface ConfirmSignupPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ConfirmSignupPage({ searchParams }: ConfirmSignupPageProps) {
  return <ListLinkPage purpose="confirm" searchParams={await searchParams} />;
}
