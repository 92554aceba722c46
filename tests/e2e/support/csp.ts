import type { Page } from './test';

// Content-Security-Policy violations as the page reports them (securitypolicyviolation events),
// for csp.spec.ts and the console walk (walk-checks.spec.ts).

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Violation) => void;
  }
}

/** Collects every securitypolicyviolation event of `page`, wherever it navigates. */
export async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}

export const describeViolations = (violations: readonly Violation[]) =>
  violations.map((v) => `${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`).join('\n');
