/** The recorded runs that prove each level can be finished; `?replay=1` plays them in the browser. */
import ruins from './1-ruins.txt';
import caverns from './2-caverns.txt';
import tower from './3-tower.txt';

export const REPLAYS: readonly string[] = [ruins, caverns, tower];
