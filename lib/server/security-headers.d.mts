export interface Header {
  key: string;
  value: string;
}
export interface HeaderRule {
  source: string;
  headers: Header[];
}
/** Next's `headers()` rules for an environment: every path's security headers, then the game frames' own CSP. */
export function securityHeaderRules(env: Record<string, string | undefined>): HeaderRule[];
