import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core (4.13, WCAG 2.0/2.1 A and AA rules and axe's best practices) on the page as it is
 * now. Returns the serious and critical violations, one line each with the nodes they were
 * found on, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`)
          .join(' | ')}`,
    );
}
