// The families of `npm run fuzz` (scripts/bench/fuzz.mjs) that try to stall the server or switch score posting off:
// bodies that are costly to parse or to refuse, replays that are cheap to post and long to run, posts abandoned
// mid-body, and spellings of every page's path. Each must be answered without a 5xx, and the event loop must not wait
// more than LOOP_DELAY_BUDGET_MS at p99 while the family runs (the fuzz script measures it in the server).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const LOOP_DELAY_BUDGET_MS = 50;
/** Twenty minutes of 60 Hz steps: the longest log the verifier takes. */
const LONGEST_LOG_STEPS = 20 * 60 * 60;
const REPLAY_DIR = new URL('../../.games-replay/', import.meta.url);
const VERSIONS = JSON.parse(readFileSync(new URL('versions.json', REPLAY_DIR), 'utf8'));
// The games with leaderboards, from content/games.json (the one list of games).
const RANKED = JSON.parse(readFileSync(new URL('../../content/games.json', import.meta.url), 'utf8')).filter(
  (game) => game.scores,
);

/** A run of a player who never touches anything for twenty minutes: nothing ends it, so all of it is replayed. */
async function idleRun(game, choices) {
  const { rules } = await import(pathToFileURL(new URL(`${game}.mjs`, REPLAY_DIR).pathname).href);
  const log = `${Array(rules.inputWidth).fill(0).join(',')}*${LONGEST_LOG_STEPS}`;
  return {
    game,
    version: VERSIONS[game],
    seed: 1,
    choices,
    log,
    score: 0,
    initials: 'IDL',
    daily: false,
    ...(choices.level ? { level: 1 } : {}),
  };
}

/** 1.3 MB of tiny title-screen choices (under the score cap), 1.6 MB of form fields and of multipart parts: costly to parse, cheap to send. */
function hugeBodies(post) {
  const choices = JSON.stringify({
    game: RANKED[0]?.id,
    choices: Object.fromEntries(Array.from({ length: 100_000 }, (_, n) => [`k${n}`, 'v'])),
  });
  const fields = Array.from({ length: 150_000 }, (_, n) => `k${n}=v`).join('&');
  const boundary = 'FuzzBoundary';
  const parts = `${Array.from({ length: 20_000 }, (_, n) => `--${boundary}\r\nContent-Disposition: form-data; name="k${n}"\r\n\r\nv\r\n`).join('')}--${boundary}--\r\n`;
  return [
    { ...post('/api/scores'), body: choices },
    { ...post('/api/quiz-answers'), body: choices },
    { ...post('/api/scores', 'application/x-www-form-urlencoded'), body: fields },
    { ...post('/api/scores', `multipart/form-data; boundary=${boundary}`), body: parts },
    { ...post('/api/signups', 'application/x-www-form-urlencoded'), body: fields },
    { ...post('/api/contact', `multipart/form-data; boundary=${boundary}`), body: parts },
  ];
}

/** Every page's path with one unreserved letter percent-encoded, which RFC 3986 makes the same path. */
function encodedSpellings(pages) {
  return pages.flatMap((page) =>
    [...page].flatMap((char, at) =>
      /[a-z]/.test(char) ? [`${page.slice(0, at)}%${char.charCodeAt(0).toString(16)}${page.slice(at + 1)}`] : [],
    ),
  );
}

/**
 * The families, given the fuzz script's seeded `pick`, a same-origin JSON `posted` maker and the site's pages. A
 * request marked `abandon` is cut off after half its body, its socket closed without waiting for an answer.
 */
export async function floodFamilies({ pick, posted, pages }) {
  const post = (target, type = 'application/json') => ({
    ...posted(target, {}),
    headers: { ...posted(target, {}).headers, 'content-type': type },
  });
  // Each post from its own client address, as a flood from many addresses comes: no rate limit stops it first.
  const from = (request, index) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}` },
  });
  const huge = hugeBodies(post);
  // Idle runs of every game: those the rules end early are refused at once, the others cost the whole replay.
  const long = await Promise.all(RANKED.map((game) => idleRun(game.id, game.scores.levels ? { level: '1' } : {})));
  const spellings = encodedSpellings(pages);
  return [
    {
      name: 'huge bodies',
      loopBudget: true,
      make: (index) => from(huge[index % huge.length], index),
      check: (request, status) => (status < 400 ? `${status} for a huge body to ${request.target}` : null),
    },
    {
      name: 'cheap long replays',
      loopBudget: true,
      make: (index) => from(posted('/api/scores', pick(long)), index),
      check: (_request, status) => (status === 200 ? 'an idle twenty-minute run was accepted' : null),
    },
    {
      name: 'abandoned posts',
      loopBudget: true,
      make: (index) => ({
        ...from(index % 2 ? { ...post('/api/scores'), body: huge[0].body } : posted('/api/scores', pick(long)), index),
        abandon: true,
      }),
    },
    {
      name: 'encoded paths',
      loopBudget: true,
      make: (index) => ({ target: spellings[index % spellings.length], method: pick(['GET', 'HEAD']), headers: {} }),
      check: (request, status) => (status !== 200 ? `${status} for ${request.target}` : null),
    },
  ];
}
