// The leaderboard family of `npm run fuzz` (scripts/bench/fuzz.mjs): hostile reads of the boards and malformed,
// oversized and forged runs posted to them. None may be answered 5xx, and none may put an entry on a board (the fuzz
// script checks the store holds none after every family): a run is stored only when the server's replay finds its score.

import { readFileSync } from 'node:fs';

// The games with leaderboards, from content/games.json (the one list of games): one without levels and one with.
const RANKED = JSON.parse(readFileSync(new URL('../../content/games.json', import.meta.url), 'utf8')).filter(
  (game) => game.scores,
);
const ARCADE = RANKED.filter((game) => !game.scores.levels).map((game) => game.id);
const LEVELLED = RANKED.find((game) => game.scores.levels)?.id ?? ARCADE[0];
const [FIRST] = ARCADE;
// The builds the server replays (the build writes them beside the rules bundles): a forged run from a real build
// reaches the replay itself, which must refuse its log or its score.
const VERSIONS = JSON.parse(readFileSync(new URL('../../.games-replay/versions.json', import.meta.url), 'utf8'));

const GAMES = [
  FIRST,
  LEVELLED,
  'no-such-game',
  '__proto__',
  'constructor',
  FIRST.toUpperCase(),
  '%00',
  'a'.repeat(300),
  '',
];
const LEVELS = ['1', '3', '0', '4', '-1', '1e3', '0x1', 'NaN', '%', '__proto__', ''];
const INITIALS = ['ABC', 'ASS', 'ab', 'ÀBC', 'A\u0000C', 'ＡＢＣ', 'ABCD', '', '<b>', ' AB'];
const QUERIES = [
  `game=${FIRST}`,
  `game=${LEVELLED}&level=1`,
  `game=${FIRST}&game=${LEVELLED}`,
  `game[]=${FIRST}`,
  `game=${LEVELLED}&level=1&level=9`,
  '%',
  `__proto__[game]=${FIRST}`,
];

/** A well-formed run whose claim nothing backs: the replay must refuse it. */
const forged = (pick, index) => {
  const game = pick(ARCADE);
  return {
    game,
    version: pick([VERSIONS[game], VERSIONS[game], VERSIONS[game], 'dev', 'x'.repeat(64)]),
    seed: index % 2 ** 32,
    choices: pick([{}, { mode: 'solo' }, { difficulty: 'hard' }]),
    log: pick(['0*600', '0,0*3600', '1,0*60', 'A600', '0'.repeat(5000), '\u0000']),
    score: pick([1, 999_999_999, Number.MAX_SAFE_INTEGER]),
    initials: index % 3 ? 'FRG' : pick(INITIALS),
    daily: index % 5 === 0,
  };
};

/** Bodies the schema must refuse: wrong types, extra or prototype keys, non-finite and out-of-range numbers. */
const MALFORMED = [
  '{',
  '[]',
  'null',
  '"run"',
  `{"game":"${FIRST}"}`,
  `{"game":"${FIRST}","version":"b1","seed":1e999,"choices":{},"log":"A1","score":1,"initials":"ABC","daily":false}`,
  `{"game":"${FIRST}","version":"b1","seed":-1,"choices":{},"log":"A1","score":1,"initials":"ABC","daily":false}`,
  `{"game":"${FIRST}","version":"b1","seed":1,"choices":[],"log":"A1","score":1,"initials":"ABC","daily":false}`,
  `{"game":"${FIRST}","version":"b1","seed":1,"choices":{},"log":"A1","score":1.5,"initials":"ABC","daily":false}`,
  `{"game":"${FIRST}","version":"b1","seed":1,"choices":{},"log":"A1","score":1,"initials":"ABC","daily":"true"}`,
  `{"__proto__":{"ok":true},"game":"${FIRST}","version":"b1","seed":1,"choices":{},"log":"A1","score":1,"initials":"ABC","daily":false}`,
  `{"game":"${LEVELLED}","level":99,"version":"b1","seed":1,"choices":{},"log":"A1","score":1,"initials":"ABC","daily":false}`,
  `{"game":"${FIRST}","version":"b1","seed":1,"choices":{${Array.from({ length: 40 }, (_, n) => `"k${n}":"v"`).join(',')}},"log":"A1","score":1,"initials":"ABC","daily":false}`,
];

/**
 * The family, given the fuzz script's seeded `pick` and its request makers (`get` for a read, `posted` for a
 * same-origin JSON post). Every fifth request reads the boards; the rest post runs: malformed, oversized (past the
 * cap) or forged. A post is never answered 200, a read of a real game's boards always is.
 */
export function scoresFamily({ pick, get, posted }) {
  return {
    name: 'leaderboards',
    make(index) {
      if (index % 5 === 0) {
        const query = index % 3 ? `game=${pick(GAMES)}${index % 2 ? `&level=${pick(LEVELS)}` : ''}` : pick(QUERIES);
        return get(`/api/scores?${query}`);
      }
      if (index % 5 === 1) return { ...posted('/api/scores', {}), body: pick(MALFORMED) };
      if (index % 50 === 2)
        return posted('/api/scores', { ...forged(pick, index), log: 'A'.repeat(2 * 1024 * 1024 + 1) });
      return posted('/api/scores', forged(pick, index));
    },
    check(request, status) {
      if (request.method === 'POST' && status === 200) return `a run was accepted: ${request.body.slice(0, 200)}`;
      const valid = [`/api/scores?game=${FIRST}`, `/api/scores?game=${LEVELLED}&level=1`].includes(request.target);
      return valid && request.method === 'GET' && status !== 200 ? `${status} for ${request.target}` : null;
    },
  };
}
