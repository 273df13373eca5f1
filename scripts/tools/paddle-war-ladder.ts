// Plays Paddle War matches in the pure simulation, scripted players against each computer level, and prints points won and
// lost, matches won, seconds per point and the longest rally per level: the ladder the levels are tuned to.
// Usage: node scripts/lib/run-ts.mjs scripts/tools/paddle-war-ladder.ts [matches-per-level]
import { LEVELS } from '@/games/paddle-war/numbers';
import { PLAYERS, type Player } from '@/games/paddle-war/players';
import { createState, update, type PaddleWarState } from '@/games/paddle-war/sim';
import type { Difficulty } from '@/games/paddle-war/numbers';

const DT = 1 / 60;
const matches = Number(process.argv[2] ?? '20');

/** One match to the end (or 10 minutes); the player sees the court `lag` seconds late. */
function play(seed: number, difficulty: Difficulty, player: Player) {
  let s: PaddleWarState = createState(seed, { difficulty });
  const seen: PaddleWarState[] = [];
  const late = Math.round(player.lag / DT);
  let longest = 0;
  for (let i = 0; i < 60 * 600 && !s.winner; i += 1) {
    seen.push(s);
    if (seen.length > late + 1) seen.shift();
    s = update(s, player.move(seen[0] ?? s, s), DT);
    longest = Math.max(longest, s.rally);
  }
  return { won: s.scoreLeft, lost: s.scoreRight, win: s.winner === 'left', time: s.time, longest };
}

for (const player of PLAYERS) {
  console.log(`\n${player.name}, ${matches} matches per level`);
  console.log('level    points won-lost  matches won  s/point  longest rally');
  for (const difficulty of LEVELS) {
    let won = 0;
    let lost = 0;
    let wins = 0;
    let time = 0;
    let longest = 0;
    for (let seed = 1; seed <= matches; seed += 1) {
      const m = play(seed, difficulty, player);
      won += m.won;
      lost += m.lost;
      wins += m.win ? 1 : 0;
      time += m.time;
      longest = Math.max(longest, m.longest);
    }
    const row = [
      difficulty.padEnd(8),
      `${(won / matches).toFixed(1)}-${(lost / matches).toFixed(1)}`.padStart(17),
      `${wins}/${matches}`.padStart(12),
      (time / (won + lost)).toFixed(1).padStart(8),
      String(longest).padStart(14),
    ];
    console.log(row.join(' '));
  }
}
