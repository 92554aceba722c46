// One load of the grid bench page per call, in a new browser context: initial render, body rows
// in the DOM, and (when asked) edit commit latency and frame times over a scripted scroll, all
// read by the page's probe (scripts/bench/grid/probe.ts) with performance.now().
/* global window */
import { newColdContext } from './browser.mjs';

/** Row 3 (aria-rowindex counts the header as 1), first data column: a text cell. */
const EDIT_CELL = '[role=rowgroup] > [role=row][aria-rowindex="4"] [data-column="c0"]';
const SETTLE_MS = 500;

/** Nearest-rank percentile of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `task`'s value, or `undefined` when it has not settled within `ms`. */
async function within(ms, task) {
  let timer;
  const expired = new Promise((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([task, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function editLatency(page, text) {
  await page.locator(EDIT_CELL).click();
  const input = page.locator(`${EDIT_CELL} input`);
  await input.fill(text);
  await page.evaluate(([cell, value]) => window.gridBench.armEdit(cell, value), [EDIT_CELL, text]);
  await input.press('Enter');
  return page.evaluate(() => window.gridBench.editMs);
}

async function scrollFrames(page, { frames, deltaPx }) {
  const { deltas, scrollTop } = await page.evaluate(
    ([count, delta]) => window.gridBench.scroll(count, delta),
    [frames, deltaPx],
  );
  if (scrollTop <= 0) throw new Error('the scripted scroll did not move the body');
  return { p50: percentile(deltas, 50), p95: percentile(deltas, 95) };
}

/**
 * Loads `?impl&rows&cols` and measures it. Resolves to `{ timedOut: true }` when the first
 * render has not shown within `timeoutMs` (the context is then closed, ending the renderer).
 */
export async function loadOnce(
  browser,
  baseURL,
  { impl, rows, cols, timeoutMs, scroll, editText },
) {
  const context = await newColdContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.goto(`/?impl=${impl}&rows=${rows}&cols=${cols}`, { waitUntil: 'commit' });
    const rendered = (async () => {
      await page.waitForFunction(() => window.gridBench !== undefined, null, {
        polling: 50,
        timeout: timeoutMs,
      });
      return page.evaluate(() => window.gridBench.renderMs);
    })();
    rendered.catch(() => {}); // awaited below; a timed-out load's rejection is expected
    const renderMs = await within(timeoutMs, rendered);
    if (renderMs === undefined) return { timedOut: true };
    const domRows = await page.evaluate(() => window.gridBench.bodyRows());
    const result = { renderMs, domRows };
    if (!scroll && editText === undefined) return result;
    await page.waitForTimeout(SETTLE_MS);
    if (editText !== undefined) result.editMs = await editLatency(page, editText);
    if (scroll) result.scroll = await scrollFrames(page, scroll);
    return result;
  } finally {
    await context.close();
  }
}
