/** The demo's three levels, in order; the map files are bundled as text (esbuild's text loader). */
import ruins from './1-ruins.txt';
import caverns from './2-caverns.txt';
import tower from './3-tower.txt';

export const LEVEL_SOURCES: readonly (readonly [string, string])[] = [
  ['1-ruins', ruins],
  ['2-caverns', caverns],
  ['3-tower', tower],
];
