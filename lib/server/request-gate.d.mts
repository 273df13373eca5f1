/** The methods a path allows. */
export function allowedMethods(pathname: string): string[];
/** The target with its dot segments resolved, as the router reads it. */
export function normalizedTarget(target: string): string;
/** Null when the request may go on to Next; otherwise what the server answers itself. */
export function gateRequest(
  method?: string,
  target?: string,
  headers?: import('node:http').IncomingHttpHeaders,
): { status: number; text: string; headers: Record<string, string> } | null;
