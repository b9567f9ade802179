import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical findings on the page as it is now, as readable lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page } as never).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
