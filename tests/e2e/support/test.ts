import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

// Every e2e spec imports `test` and `expect` from here (eslint forbids '@playwright/test'): a test
// fails when any page it drove printed a console error or warning (React's and antd's warnings
// among them) or threw an uncaught error, listing what was printed.
export * from '@playwright/test';

/**
 * Chromium's own line for a reply with an error status. Tests provoke failing replies on purpose
 * (Prefer: code=500, routes answering 404); the console shows the failure itself its own way.
 */
const NETWORK_NOISE = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * The mock's XSS probe announcement (`<img src=x onerror=alert(1)>`): DOMPurify parses it with
 * DOMParser and Chromium reports the probe's handler as refused by the policy while parsing. The
 * handler never runs and the sanitised markup has none; tests that open the probe declare this.
 */
export const PROBE_HANDLER_REFUSED =
  /^\[error\] Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/;

const REPORTED_TYPES = new Set(['error', 'warning']);

/** Records what the pages of every watched browser context print, until the test takes it. */
export class ConsoleRecorder {
  private readonly watched = new WeakSet<BrowserContext>();
  private printed: string[] = [];

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      if (isReported(message)) this.printed.push(describeMessage(message));
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      this.printed.push(`[pageerror] ${error.stack ?? error.message}`);
    });
  }

  /** What was printed since the last call (messages between tests go to the next test). */
  take(): string[] {
    const printed = this.printed;
    this.printed = [];
    return printed;
  }
}

function isReported(message: ConsoleMessage): boolean {
  return REPORTED_TYPES.has(message.type()) && !NETWORK_NOISE.test(message.text());
}

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}:${lineNumber})` : '';
  return `[${message.type()}] ${message.text()}${where}`;
}

export interface ConsoleGuardOptions {
  /**
   * Messages a test provokes on purpose, e.g. `test.use({ expectedConsole: [/…/] })`. Keep the
   * patterns narrow: everything else printed still fails the test. Give ONE pattern (join
   * alternatives with |): test.use reads an array whose second item is an object (a RegExp is
   * one) as Playwright's [value, options] pair and would keep only the first pattern.
   */
  expectedConsole: readonly RegExp[];
}

interface ConsoleGuardWorkerFixtures {
  /** Worker fixtures that open their own browser context watch it here (support/grid.ts). */
  consoleRecorder: ConsoleRecorder;
}

export const test = base.extend<
  ConsoleGuardOptions & { consoleGuard: void },
  ConsoleGuardWorkerFixtures
>({
  expectedConsole: [[], { option: true }],
  consoleRecorder: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, provide) => provide(new ConsoleRecorder()),
    { scope: 'worker' },
  ],
  context: async ({ context, consoleRecorder }, provide) => {
    consoleRecorder.watch(context);
    await provide(context);
  },
  consoleGuard: [
    async ({ browser, consoleRecorder, expectedConsole }, provide) => {
      // Contexts opened before this test (by worker fixtures) are watched too.
      for (const context of browser.contexts()) consoleRecorder.watch(context);
      await provide();
      const unexpected = consoleRecorder
        .take()
        .filter((line) => !expectedConsole.some((pattern) => pattern.test(line)));
      if (unexpected.length > 0) {
        throw new Error(
          `The pages printed ${unexpected.length} console error(s) or warning(s):\n` +
            unexpected.join('\n'),
        );
      }
    },
    { auto: true },
  ],
});
