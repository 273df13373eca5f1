/** What the ad network's library puts on window. */
interface AdLibrary {
  runBanner(options: { zoneId: string }): void;
  runAutoTag(options: { zoneId: string }): void;
}

declare global {
  interface Window {
    aclib?: AdLibrary;
  }
}

/** The ad zones picked among at random on quiz, game and blog pages. */
export const RANDOM_AD_ZONES = ['9185554', '9185546', '9185570'] as const;

let loading: Promise<AdLibrary> | undefined;

/** Loads the ad library script once per page; resolves with the library or rejects after logging. */
export function loadAdLibrary(libraryUrl: string): Promise<AdLibrary> {
  loading ??= new Promise<AdLibrary>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = libraryUrl;
    script.async = true;
    script.onload = () => {
      if (window.aclib) resolve(window.aclib);
      else reject(new Error('AdCash library missing after load'));
    };
    script.onerror = () => reject(new Error('Failed to load AdCash library'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    console.error('Failed to load AdCash library', error);
    throw error;
  });
  return loading;
}
