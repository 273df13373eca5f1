import type { MetadataRoute } from 'next';
import { siteManifest } from '@/lib/install/manifests.server';

// It carries the deployment's site name, read per request.
export const dynamic = 'force-dynamic';

export default function manifest(): MetadataRoute.Manifest {
  return siteManifest();
}
