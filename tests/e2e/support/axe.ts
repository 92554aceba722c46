import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Accessibility scans with axe-core for the a11y walk (issue 14): WCAG 2.0 and 2.1, levels A and
// AA, keeping only what the issue holds the console to (serious and critical impact).

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One rule failing on one scan, with the first element it failed on. */
export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  elements: number;
  example: string;
}

/**
 * Scans the page, or only the elements matching `within` (a dialog or drawer: axe blends the
 * mask behind it into every colour of the page underneath, so the page itself is scanned bare).
 */
export async function scanPage(page: Page, where: string, within?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const node = violation.nodes[0];
      return {
        where,
        rule: violation.id,
        impact: violation.impact ?? '',
        elements: violation.nodes.length,
        example: node ? `${node.target.join(' ')} — ${node.failureSummary ?? ''}` : '',
      };
    });
}

/** One line per finding: rule, impact, page, element count and one failing element. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.rule} (${finding.impact}) on ${finding.where}: ${finding.elements} element(s), ` +
        `e.g. ${finding.example.replace(/\s+/g, ' ').slice(0, 400)}`,
    )
    .join('\n');
}

/** Counts per rule (scans, elements) for the report printed by the walk. */
export function summariseFindings(findings: readonly AxeFinding[], scans: number): string {
  const byRule = new Map<string, { impact: string; scans: number; elements: number }>();
  for (const finding of findings) {
    const entry = byRule.get(finding.rule) ?? { impact: finding.impact, scans: 0, elements: 0 };
    entry.scans += 1;
    entry.elements += finding.elements;
    byRule.set(finding.rule, entry);
  }
  const lines = [...byRule].map(
    ([rule, entry]) =>
      `  ${rule} (${entry.impact}): ${entry.scans} scan(s), ${entry.elements} element(s)`,
  );
  return [`axe: ${scans} scans, ${findings.length} serious/critical rule failures`, ...lines].join(
    '\n',
  );
}
