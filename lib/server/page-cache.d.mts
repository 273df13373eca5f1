import type { IncomingMessage, ServerResponse } from 'node:http';

export interface KeptPage {
  headers: Record<string, string | string[] | number>;
  body: Buffer;
}

export interface PageCache {
  /** The key a request's answer is kept under, or null when its answer is never kept. */
  keyOf(request: IncomingMessage): string | null;
  get(key: string): KeptPage | undefined;
  /** Keeps an answer when it is a page's: a 200 HTML answer that sets no cookie. */
  keep(key: string, response: ServerResponse, body: Buffer): void;
  size(): { pages: number; bytes: number };
}

/** The rendered pages a production server keeps, within `maxBytes` (32 MiB by default). */
export function createPageCache(options?: { maxBytes?: number }): PageCache;
