import type { PressFile } from '@/lib/press/files.server';
import { formatBytes } from '@/lib/press/sizes';

export interface DownloadLinkProps {
  file: PressFile & { width?: number; height?: number };
  /** What the file is, e.g. "Key art"; the type, pixels and size follow it. */
  label: string;
  className?: string;
}

const TYPES: Record<string, string> = { png: 'PNG', webp: 'WebP', svg: 'SVG', zip: 'ZIP' };

/** A link to one of the press kit's files, with its type, pixel size and file size. */
export function DownloadLink({ file, label, className }: DownloadLinkProps) {
  const extension = file.href.slice(file.href.lastIndexOf('.') + 1);
  const pixels = file.width && file.height ? `, ${file.width} × ${file.height}` : '';
  return (
    <a className={className} href={file.href} download data-bytes={file.bytes}>
      {label} ({TYPES[extension] ?? extension.toUpperCase()}
      {pixels}, {formatBytes(file.bytes)})
    </a>
  );
}
