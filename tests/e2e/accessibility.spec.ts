import AxeBuilder from '@axe-core/playwright';
import { contentRoutes, gameRoutes } from './routes';
import { expect, test } from './fixtures';

const routes = [...contentRoutes, ...gameRoutes.map((game) => game.path), '/blog-updates/the-final-void-demo-is-out', '/no-such-page'];

for (const route of routes) {
  test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
