import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';

/** The impacts that fail a journey; minor and moderate ones are summarised after the file. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  /** What was on screen: a route, or a route with a modal open. */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
  /** Why the first of them fails (for contrast: the colours and the ratio). */
  detail: string;
}

const describeFinding = (finding: Finding) =>
  `${finding.where}: ${finding.rule} (${finding.impact}) ${finding.help} → ` +
  `${finding.targets.join(', ')} — ${finding.detail}`;

/** A readable failure: every blocking finding on its own line. */
export function formatFindings(findings: Finding[]): string {
  return findings.map(describeFinding).join('\n');
}

/** The advisory findings, one line per rule with the places it was seen. */
function summary(scans: number, spentMs: number, advisory: Finding[]): string {
  const byRule = new Map<string, Finding[]>();
  for (const finding of advisory) {
    byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  }
  const lines = [
    `axe: ${scans} scans in ${(spentMs / 1000).toFixed(1)} s; minor or moderate, not failing:`,
  ];
  for (const [rule, findings] of byRule) {
    const first = findings[0] as Finding;
    const places = [...new Set(findings.map((finding) => finding.where))];
    lines.push(
      `  ${rule} (${first.impact}) ${first.help}: ${places.length} of ${scans} scans, ` +
        `e.g. ${places.slice(0, 3).join('; ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * axe-core against whatever the page shows. `scan` returns the serious and critical findings for
 * the journey to assert empty; the rest are printed once, as a summary, after the file.
 */
export function useAxe(): { scan: (page: Page, where: string) => Promise<Finding[]> } {
  const advisory: Finding[] = [];
  let scans = 0;
  let spentMs = 0;

  // Once per worker: a failed test starts a new one, which prints its own summary.
  test.afterAll(() => {
    console.info(summary(scans, spentMs, advisory));
  });

  return {
    async scan(page, where) {
      const started = performance.now();
      // Legacy mode runs axe in the page itself instead of gathering the results in a new blank
      // page: three times faster. It cannot look into cross-origin frames; the portal has none of
      // its own (the exit survey's frame is the survey provider's page). Only the violations are
      // reported in full: axe still runs every rule, but builds selectors and summaries for one
      // node of each passed or inapplicable rule instead of all of them.
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      spentMs += performance.now() - started;
      scans += 1;
      const findings: Finding[] = results.violations.map((violation) => ({
        where,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        detail: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
      }));
      advisory.push(...findings.filter((finding) => !BLOCKING.has(finding.impact)));
      return findings.filter((finding) => BLOCKING.has(finding.impact));
    },
  };
}
