import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const DEFAULT_LIMITS: {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  maxConnections: number;
  connectionsCheckingInterval: number;
};

export interface SiteServerOptions {
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  headers: { key: string; value: string }[];
  /** Whether a connection from this address is a proxy whose X-Forwarded-* headers are believed. */
  isTrustedProxy: (address: string) => boolean;
  /** Where Next serves static files from: URL prefix and folder, the first matching prefix deciding. */
  staticRoots?: { prefix: string; dir: string }[];
  /** Where rendered pages are kept and answered from (lib/server/page-cache.mjs). */
  pageCache?: import('./page-cache.mjs').PageCache;
  limits?: Partial<typeof DEFAULT_LIMITS>;
}

/** Next's handler behind Node's HTTP server with bounded limits, early answers and hashed inline scripts. */
export function createSiteServer(options: SiteServerOptions): Server;
