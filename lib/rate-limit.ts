import 'server-only';

export interface RateLimit {
  /** Records one request from `key`; returns 0 when allowed, else the seconds to wait. */
  hit(key: string, now?: number): number;
}

/**
 * A sliding-window limit of `limit` requests per `windowMs` for each key, kept in this process's memory
 * (one Node process per deployment; several instances would each allow the limit).
 */
export function createRateLimit(limit: number, windowMs: number, maxKeys = 50_000): RateLimit {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const stalest = hits.keys().next().value;
        if (stalest !== undefined) hits.delete(stalest);
      }
      return 0;
    },
  };
}
