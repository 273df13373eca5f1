import type { MetadataRoute } from 'next';
import { siteManifest } from '@/lib/install/manifests';

export default function manifest(): MetadataRoute.Manifest {
  return siteManifest();
}
