import 'server-only';

export interface RateLimit {
  /** Records one request from `key`; returns 0 when allowed, else the seconds to wait. */
  hit(key: string, now?: number): number;
  /** How many clients it remembers and the bytes they are estimated to take. */
  usage(): { keys: number; bytes: number };
}

export interface RateLimitOptions {
  /** The memory the remembered clients may take, estimated (keys as UTF-16, times as doubles, plus Map overhead). */
  maxBytes?: number;
}

// What one remembered client costs besides its key's characters and its times: the Map slot, the array and the
// boxed numbers. Measured on Node 20 as heap growth over keys when a million distinct clients filled the budget.
const ENTRY_OVERHEAD_BYTES = 320;
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A sliding-window limit of `limit` requests per `windowMs` for each key, kept in this process's memory (one Node
 * process per deployment; several instances would each allow the limit). Memory is bounded in bytes: past the
 * bound, the least recently seen client that is not blocked is forgotten first, so flooding with new keys can
 * evict only other open clients, never release one that is being refused. Blocked clients alone may hold more
 * than the budget, each having sent `limit` requests within the window, so their number is bounded by the
 * requests the server can take in one window divided by `limit`.
 */
export function createRateLimit(
  limit: number,
  windowMs: number,
  { maxBytes = DEFAULT_MAX_BYTES }: RateLimitOptions = {},
): RateLimit {
  // Both in least-recently-seen-first order (a Map keeps insertion order; a hit re-inserts its key at the end).
  const open = new Map<string, number[]>();
  const blocked = new Map<string, number[]>();
  let bytes = 0;
  const cost = (key: string) => ENTRY_OVERHEAD_BYTES + key.length * 2 + limit * 8;

  function forget(map: Map<string, number[]>, key: string): void {
    if (map.delete(key)) bytes -= cost(key);
  }

  /** Whether a remembered client is still refused at `now`: its window holds the limit. */
  const stillBlocked = (times: number[], now: number) => times.filter((time) => now - time < windowMs).length >= limit;

  /**
   * Forgets clients until the estimate is within the budget: the least recently seen open client first, then blocked
   * clients whose window has passed (they would be allowed again anyway). A client still being refused is never
   * forgotten, so past the budget the memory holds only clients that each sent `limit` requests within one window.
   */
  function evictBeyondBudget(keep: string, now: number): void {
    while (bytes > maxBytes) {
      const keys = open.keys();
      let victim = keys.next().value;
      if (victim === keep) victim = keys.next().value;
      if (victim !== undefined) {
        forget(open, victim);
        continue;
      }
      const [oldestBlocked, times] = blocked.entries().next().value ?? [];
      if (oldestBlocked === undefined || oldestBlocked === keep || !times || stillBlocked(times, now)) return;
      forget(blocked, oldestBlocked);
    }
  }

  return {
    hit(key, now = Date.now()) {
      const previous = blocked.get(key) ?? open.get(key) ?? [];
      forget(blocked, key);
      forget(open, key);
      const recent = previous.filter((time) => now - time < windowMs);
      const refused = recent.length >= limit;
      if (!refused) recent.push(now);
      (recent.length >= limit ? blocked : open).set(key, recent);
      bytes += cost(key);
      evictBeyondBudget(key, now);
      if (!refused) return 0;
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    usage() {
      return { keys: open.size + blocked.size, bytes };
    },
  };
}
