// The grading half of `npm run bench:observatory`, run as a child process so that NODE_EXTRA_CA_CERTS (read once at
// start-up) makes Node trust the bench's own loopback certificate: the Observatory grades HSTS and redirection only
// over a certificate chain it can verify. Arguments: the Observatory package's folder, then `host:port/path` targets.
// Prints one JSON line per target: { target, status, score, grade, failed: [test names], official }.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, ...targets] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);
const { scan } = await load('scanner/index.js');
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

/**
 * The Observatory's own scan() step by step (retrieve, every test, the same scoring and curve), except that any
 * status is graded: scan() refuses a 404, and the site's 404 page must carry the same headers as every other page.
 */
async function gradeAnyStatus(target) {
  const requests = await retrieve(target);
  if (!requests.responses.auto) throw new Error(`${target}: no answer over HTTPS`);
  const tests = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of tests.filter((each) => each.result)) {
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const failed = tests.filter((result) => !result.pass).map((result) => `${result.constructor.name}: ${result.result}`);
  const results = Object.fromEntries(tests.map((test) => [test.constructor.name, test.result]));
  return { status: requests.responses.auto.status, score, grade, failed, passed: NUM_TESTS - failed.length, results };
}

for (const target of targets) {
  const graded = await gradeAnyStatus(target);
  // The package's own scan() where it accepts the status: the bench's figure must be the one it gives.
  const official = graded.status < 400 ? await scan(target) : null;
  console.log(
    JSON.stringify({
      target,
      ...graded,
      official: official ? { score: official.scan.score, grade: official.scan.grade } : null,
    }),
  );
}
