import type { MetadataRoute } from 'next';
import { siteManifest } from '@/lib/install/manifests.server';

export default function manifest(): MetadataRoute.Manifest {
  return siteManifest();
}
