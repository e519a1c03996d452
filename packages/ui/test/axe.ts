import axe from 'axe-core';

/** WCAG 2.2 AA, as docs/engineering.md#tests asks (the journeys' e2e/fixtures.ts scans the same). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical axe violations of the page as it is now, one line each. */
export async function blockingAxeViolations(): Promise<string[]> {
  const results = await axe.run(document, { runOnly: { type: 'tag', values: AXE_TAGS } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
