// The widget gallery (/test/home): JS fetched when the page opens on its first tab and then when
// each other tab is opened, and the step at which each heavy library's chunk was first fetched.
import { waitUntilReady } from './browser.mjs';
import { openColdPage, recordScripts, settle, sum } from './sizes.mjs';

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
    for (const tab of gallery.tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor({ state: 'visible' });
      await settle(page, `gallery tab ${tab}`);
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
