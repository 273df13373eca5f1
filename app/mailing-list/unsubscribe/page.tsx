import type { Metadata } from 'next';
import { ListLinkPage } from '@/components/mailing-list/list-link-page';

export const metadata: Metadata = { title: 'Unsubscribe', description: 'Take your address off our mailing list.', robots: { index: false, follow: false } };

interface UnsubscribePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  return <ListLinkPage purpose="unsubscribe" searchParams={await searchParams} />;
}
