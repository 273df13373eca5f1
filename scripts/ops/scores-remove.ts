// `npm run scores:remove -- <game> <INITIALS> [--level N] [--day YYYY-MM-DD]`: takes one player's entries off a game's
// boards (every board of the game and its levels, or of one level), of one UTC day or of every day, and says how many
// went. For a complaint about initials on a board (docs/operating.md).
import { z } from 'zod';
import { isInitials } from '@/games/kit/initials';
import { getGameById } from '@/lib/games/games';
import { closeStore, store } from '@/lib/store/store.server';

const usage = 'Usage: npm run scores:remove -- <game> <INITIALS> [--level N] [--day YYYY-MM-DD]';
const args = z.tuple([z.string(), z.string()]).rest(z.string()).safeParse(process.argv.slice(2));
const [game = '', initials = '', ...options] = args.success ? args.data : [];
const flag = (name: string) => {
  const at = options.indexOf(name);
  return at < 0 ? undefined : options[at + 1];
};
const level = flag('--level');
const day = flag('--day');
const known = getGameById(game);
const problems = [
  !known?.scores && `no game "${game}" has leaderboards`,
  !isInitials(initials) && `initials are three capital letters A–Z, not "${initials}"`,
  level !== undefined && !/^[1-9]$/.test(level) && `a level is a number from 1, not "${level}"`,
  day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day) && `a day is YYYY-MM-DD, not "${day}"`,
  options.length !== [level, day].filter((value) => value !== undefined).length * 2 && 'unknown options',
].filter(Boolean);
if (problems.length > 0) {
  console.error(`${problems.join('; ')}\n${usage}`);
  process.exit(2);
}

try {
  const prefix = level === undefined ? game : `${game}.l${level}`;
  const removed = await (await store()).removeScores(prefix, initials, day);
  console.log(`Removed ${removed} entries of ${initials} from the boards of ${prefix}${day ? ` on ${day}` : ''}.`);
} finally {
  await closeStore();
}
