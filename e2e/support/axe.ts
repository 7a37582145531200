import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// @axe-core/playwright needs Node 22; axe-core itself is injected into the page instead
// once per document.
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function report(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) =>
        [`[${v.id}] (${n.impact ?? v.impact ?? 'unknown impact'}) ${n.target.map(String).join(' → ')}`, `    ${v.help} (${v.helpUrl})`, ...(n.failureSummary ?? '').split('\n').map((line) => `    ${line}`)].join('\n'),
      ),
    )
    .join('\n');
}

/** Axe's violations on the whole document (WCAG 2.0 and 2.1, A and AA). */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations;
}

/**
 * Runs axe on the whole document and fails, listing every violation. Soft, so that one run
 * reports every page a test visits.
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  expect.soft(nodes, `${what}: ${nodes} accessibility violation(s)\n${report(violations)}\n`).toBe(0);
}
