// The widget gallery (/test/home): JS fetched when the page opens on its first tab and then when
// each other tab is opened, and the step at which each heavy library's chunk was first fetched.
import { waitUntilReady } from './browser.mjs';
import { openColdPage, recordScripts, settle, sum } from './sizes.mjs';

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 10_000;

/**
 * Resolves once no request has been in flight for QUIET_MS (lazy chunks of a step chain one
 * after another). Playwright's 'networkidle' cannot tell: it is reached once per page load.
 */
async function quiet(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.warn(`gallery: network not quiet after ${QUIET_TIMEOUT_MS} ms; counted so far`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Files of `all` not in `seen`, added to `seen`. */
function newFiles(all, seen) {
  const fresh = all.filter((file) => !seen.has(file.file));
  fresh.forEach((file) => seen.add(file.file));
  return fresh;
}

export async function measureGallery({ browser, baseURL, signIn, gallery }) {
  const { context, page } = await openColdPage(browser, baseURL, signIn);
  try {
    const scripts = recordScripts(page, baseURL);
    const seen = new Set();
    const steps = [];
    const record = async (label) => {
      const fresh = newFiles(await scripts(), seen);
      steps.push({ label, gzipBytes: sum(fresh), files: fresh });
    };
    await page.goto(gallery.route, { waitUntil: 'commit' });
    await waitUntilReady(page, gallery.ready);
    await settle(page, gallery.route);
    await record(`open ${gallery.route} (first tab)`);
    for (const { tab, open } of gallery.steps) {
      if (open) {
        await page
          .getByRole('region', { name: open.card, exact: true })
          .getByRole('button', { name: open.button })
          .click();
        await page.getByRole('dialog').first().waitFor({ state: 'visible' });
        await quiet(page);
        await record(`${tab}: open ${open.button} in ${open.card}`);
        const dialog = page.getByRole('dialog').first();
        await dialog.getByRole('button', { name: /取\s*消/ }).click();
        await dialog.waitFor({ state: 'hidden' });
        continue;
      }
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor({ state: 'visible' });
      await quiet(page);
      await record(`open tab ${tab}`);
    }
    const heavy = gallery.heavy.map(({ library, marker }) => ({
      library,
      firstFetchedAt:
        steps.find((step) => step.files.some((file) => file.text.includes(marker)))?.label ??
        'never',
    }));
    return {
      steps: steps.map(({ label, gzipBytes, files }) => ({
        label,
        gzipBytes,
        files: files.map((file) => file.file),
      })),
      heavy,
    };
  } finally {
    await context.close();
  }
}
