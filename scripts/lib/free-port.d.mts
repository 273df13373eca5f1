/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number>;
