import type { Metadata } from 'next';
import { ListLinkPage } from '@/components/mailing-list/list-link-page';
import type { QueryPageProps } from '@/lib/site/page-props';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  description: 'Take your address off our mailing list.',
  robots: { index: false, follow: false },
};

export default async function UnsubscribePage({ searchParams }: QueryPageProps) {
  return <ListLinkPage purpose="unsubscribe" searchParams={await searchParams} />;
}
