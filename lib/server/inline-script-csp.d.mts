import type { ServerResponse } from 'node:http';

/** The CSP hash sources of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[];
/** The policy with 'unsafe-inline' in script-src replaced by `hashes`. */
export function withScriptHashes(policy: string, hashes: string[]): string;
/** Holds back an HTML answer until complete and sends it with its inline scripts' hashes in the CSP. */
export function hashInlineScripts(response: ServerResponse, options?: { onHtml?: (body: Buffer) => void }): void;
