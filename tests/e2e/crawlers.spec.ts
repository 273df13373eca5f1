import { execFileSync } from 'node:child_process';
import robotsParser from 'robots-parser';
import { expect, test } from './fixtures';
import { contentRoutes, gameRoutes } from './routes';
import { validateHtmlDocuments } from './vnu';

const SITE = 'https://example.test';
const paths = ['/', '/games', '/space-breaker', '/blog-updates/feed.xml', '/api/signups', '/api/health', '/api'];
const agents = ['Googlebot', 'facebookexternalhit', '*'];

/** Python's urllib.robotparser: first matching rule wins, where robots-parser (as Google) takes the longest match. */
function pythonVerdicts(robots: string): boolean[] {
  const script = [
    'import json, sys, urllib.robotparser',
    'data = json.load(sys.stdin)',
    'parser = urllib.robotparser.RobotFileParser()',
    'parser.parse(data["robots"].splitlines())',
    'print(json.dumps([parser.can_fetch(agent, data["site"] + path) for agent in data["agents"] for path in data["paths"]]))',
  ].join('\n');
  const out = execFileSync('python3', ['-c', script], { input: JSON.stringify({ robots, site: SITE, agents, paths }) });
  return JSON.parse(out.toString());
}

test('robots.txt reads the same to a longest-match and a first-match parser: everything but /api/', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const parser = robotsParser(`${SITE}/robots.txt`, robots);
  const verdicts = agents.flatMap((agent) => paths.map((path) => parser.isAllowed(`${SITE}${path}`, agent) ?? true));
  expect(verdicts).toEqual(agents.flatMap(() => paths.map((path) => !path.startsWith('/api/'))));
  expect(pythonVerdicts(robots)).toEqual(verdicts);
  expect(parser.getSitemaps()).toHaveLength(1);
});

for (const game of gameRoutes) {
  test(`${game.path} loads without a console warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(`${message.text()} (${message.location().url})`);
    });
    await page.goto(game.path);
    await page.waitForLoadState('load');
    await expect(page.getByTestId('game-frame')).toHaveAttribute('allow', /fullscreen/);
    await expect(page.getByTestId('game-frame')).not.toHaveAttribute('allowfullscreen');
    expect(warnings).toEqual([]);
  });
}

test('every page type, game page and game frame is valid HTML to the W3C checker', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [
    ...contentRoutes,
    '/blog-updates/the-final-void-demo-is-out',
    '/quiz-list',
    '/quiz/halo/0',
    '/press',
    '/no-such-page',
    ...gameRoutes.flatMap((game) => [game.path, game.frame]),
  ];
  const documents = Object.fromEntries(
    await Promise.all(paths.map(async (path) => [path, await (await request.get(path)).text()] as const)),
  );
  expect(validateHtmlDocuments(documents)).toEqual([]);
});
