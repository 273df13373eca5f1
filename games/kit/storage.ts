/** localStorage behind a guard: private modes and sandboxed frames may throw on any access, and the game must go on. */

/** The subset of Storage the kit uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A storage that never throws: reads fall back to defaults, failed writes are ignored. */
export interface SafeStore {
  readNumber(key: string, fallback: number): number;
  readString(key: string, fallback: string): string;
  write(key: string, value: string | number): void;
}

/** Returns window.localStorage, or undefined when it is missing or access throws. */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Wraps a storage (or nothing) so that no call can throw. */
export function createStore(storage: StorageLike | undefined): SafeStore {
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  return {
    readNumber(key, fallback) {
      const raw = read(key);
      const value = raw === null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : fallback;
    },
    readString(key, fallback) {
      return read(key) ?? fallback;
    },
    write(key, value) {
      try {
        storage?.setItem(key, String(value));
      } catch {
        // Quota exceeded or storage disabled: the score simply isn't remembered.
      }
    },
  };
}

/** The storage key of a game's best score. */
export function bestKey(gameId: string): string {
  return `games.${gameId}.best`;
}
