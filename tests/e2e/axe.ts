import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Moderate rules held as strictly as the serious ones: two landmarks of one kind must have different names. */
const ALSO_BLOCKING = new Set(['landmark-unique']);

/** The serious and critical axe-core violations (and ALSO_BLOCKING's) on the page as it is now, one line each with where they are. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ALSO_BLOCKING.has(violation.id),
    )
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
