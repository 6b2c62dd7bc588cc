import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

// @axe-core/playwright needs Node 22, so axe-core itself is evaluated in the page. Evaluated, not
// added as a <script>: the site's Content-Security-Policy rightly refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules of WCAG 2.0, 2.1 and 2.2 A and AA plus axe's best practices, target size included. */
const runOptions: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  resultTypes: ['violations'],
  // Third-party frames (the branch maps) cannot be scanned; their <iframe> elements still are.
  iframes: false,
};

const blocking: readonly ImpactValue[] = ['serious', 'critical'];

/** One violation as a line a person can act on: rule, impact, what is wrong and where. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
  const more =
    violation.nodes.length > targets.length
      ? ` (+${violation.nodes.length - targets.length} more)`
      : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help} at ${targets.join(' | ')}${more}`;
}

/** What axe found on the page as it is now, split into what fails the build and what is only reported. */
export interface AxeReport {
  blocking: Result[];
  others: Result[];
}

/**
 * Runs axe-core on the page (or only inside `include`, a CSS selector) and returns its violations.
 * Moderate and minor ones are printed so that they are seen without failing the run.
 */
export async function scanAccessibility(
  page: Page,
  label: string,
  include?: string,
): Promise<AxeReport> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([selector, options]) =>
      (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }
      ).axe.run(selector ? { include: [selector] } : document, options),
    [include ?? null, runOptions] as const,
  );
  const report: AxeReport = { blocking: [], others: [] };
  for (const violation of results.violations) {
    (blocking.includes(violation.impact ?? 'minor') ? report.blocking : report.others).push(
      violation,
    );
  }
  for (const violation of report.others)
    console.info(`axe ${label}: ${describeViolation(violation)}`);
  return report;
}
