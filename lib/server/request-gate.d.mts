/** The methods a path allows. */
export function allowedMethods(pathname: string): string[];
/** Null when the request may go on to Next; otherwise what the server answers itself. */
export function gateRequest(method?: string, target?: string): { status: number; text: string; headers: Record<string, string> } | null;
