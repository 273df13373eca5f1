import type { IncomingMessage } from 'node:http';

/** A URL prefix and the folder its files are served from. */
export interface StaticRoot {
  prefix: string;
  dir: string;
}

/** What to do with a Range header on a file of `size` bytes. */
export function rangeVerdict(header: string, size: number): 'range' | 'whole' | 'unsatisfiable';
/** Null when the request may go on to Next (its headers made safe for Next's file server); otherwise the answer. */
export function gateStaticFile(
  request: IncomingMessage,
  roots: StaticRoot[],
): Promise<{ status: number; text: string; headers: Record<string, string> } | null>;
