#!/usr/bin/env node
// 批量代付 figures (issue 17): a generated batch of 10,000 and 100,000 rows read the way the page
// reads it (BatchPayItemInquiry pages of 1,000 parsed from JSON, turned into grid rows and back)
// and checked in one validateBatch pass, timed in this Node process on the shipped code (bundled
// with the project's Vite, as cron.mjs does). The total is compared with an independent BigInt
// sum of the generated fen, and with what a binary-float sum would have shown. A report: numbers
// are printed and stored, never asserted. Run alone with `node scripts/bench/batch.mjs`.
/* global document */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localBin, projectRoot, run } from '../lib/processes.mjs';
import { launchBrowser, waitUntilReady } from './browser.mjs';
import { makeScratchDir } from './build.mjs';
import { openColdPage } from './sizes.mjs';

export const batchBench = {
  sizes: [10_000, 100_000],
  runs: 5,
  pageSize: 1_000,
  seed: 17,
  /** The browser figure: one signed-in load per size (the page reads every row first). */
  paintSizes: [10_000, 100_000],
  paintTimeoutMs: 120_000,
};

export const batchMethod =
  'Rows generated with a seeded PRNG: valid names, Luhn-free 16–19 digit cards starting 62, ' +
  'amounts 0.01–99,999.99 yuan as two-decimal strings; 1 row in 500 has a broken card and 1 in ' +
  '1,000 repeats an earlier row (a duplicate payee). Each run parses the JSON replies of ' +
  'BatchPayItemInquiry (pages of 1,000), maps them to grid rows and back (gridRowsOf, ' +
  'batchRowOf) and runs validateBatch once; median of the runs after one warm-up.';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['张晓峰', '李梅', '王建华', '赵丽娟', '孙伟', '周琳', '吴敏', '郑涛'];
const BANKS = ['中国建设银行', '中国工商银行', '中国农业银行', '招商银行', '中国银行'];

/** The rows of a batch as the server would send them, and the exact sum of their fen. */
export function generateItems(count, seed) {
  const random = prng(seed);
  const items = [];
  let exactFen = 0n;
  for (let index = 0; index < count; index += 1) {
    const itemNo = index + 1;
    if (index > 0 && index % 1000 === 999) {
      const earlier = items[Math.floor(random() * index)];
      items.push({ ...earlier, itemNo });
      exactFen += BigInt(earlier.amount.replace('.', ''));
      continue;
    }
    const fen = 1 + Math.floor(random() * 9_999_999);
    const yuan = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
    exactFen += BigInt(fen);
    const length = 16 + Math.floor(random() * 4);
    let card = '62';
    while (card.length < length) card += String(Math.floor(random() * 10));
    if (index % 500 === 250) card = card.slice(0, 9);
    items.push({
      batchNo: 'B20261125084012001',
      itemNo,
      payeeName: NAMES[index % NAMES.length],
      payeeCardNo: card,
      payeeBankName: BANKS[index % BANKS.length],
      amount: yuan,
      purpose: '11月工资',
      itemStatus: '0',
      failReason: null,
      txnNo: null,
    });
  }
  return { items, exactFen };
}

function replies(items, pageSize) {
  const pages = [];
  for (let offset = 0; offset < items.length; offset += pageSize) {
    const listData = items.slice(offset, offset + pageSize);
    pages.push(
      JSON.stringify({
        status: { success: true, replyCode: '0000', replyText: '交易成功', errorMsg: null },
        body: { listData, page: { count: items.length, pageSize, offset } },
      }),
    );
  }
  return pages;
}

async function loadBatchLib(scratchDir) {
  const outDir = path.join(scratchDir, 'batch-lib');
  const config = path.join(projectRoot, 'scripts/bench/batch.vite.config.ts');
  await run(localBin('vite'), [
    'build',
    '--config',
    config,
    '--outDir',
    outDir,
    '--logLevel',
    'warn',
  ]);
  return import(pathToFileURL(path.join(outDir, 'batch.mjs')).href);
}

export async function measureBatch({ scratchDir }) {
  const lib = await loadBatchLib(scratchDir);
  const rows = [];
  for (const size of batchBench.sizes) {
    const { items, exactFen } = generateItems(size, batchBench.seed);
    const pages = replies(items, batchBench.pageSize);
    const importAndValidate = () => {
      const read = pages.flatMap((page) => JSON.parse(page).body.listData);
      return lib.validateBatch(lib.gridRowsOf(read).map(lib.batchRowOf));
    };
    const validRows = items.filter((item) => item.payeeCardNo.length >= 10);
    importAndValidate(); // warm-up
    const samples = [];
    let check;
    for (let runIndex = 0; runIndex < batchBench.runs; runIndex += 1) {
      const started = performance.now();
      check = importAndValidate();
      samples.push(performance.now() - started);
    }
    const floatTotal = items.reduce((sum, item) => sum + Number(item.amount), 0).toFixed(2);
    const exactText = lib.formatYuan(exactFen);
    rows.push({
      rows: size,
      importValidateMs: Number(median(samples).toFixed(1)),
      rowsWithIssues: check.rowIssues.size,
      duplicateFlags: check.duplicates.size,
      brokenCardsGenerated: items.length - validRows.length,
      total: check.totals.totalFen === undefined ? null : lib.formatYuan(check.totals.totalFen),
      independentTotal: exactText,
      exact: check.totals.totalFen === exactFen,
      floatTotal,
      floatExact: floatTotal === `${exactFen / 100n}.${String(exactFen % 100n).padStart(2, '0')}`,
      canSubmit: lib.canSubmitBatch(check),
    });
  }
  return { runs: batchBench.runs, method: batchMethod, rows };
}

export const batchPaintMethod =
  'The built console on its Prism mock in headless Chromium (a signed-in cold context, ' +
  '1440×900): 批量代付 → 新建批量代付, the file picked, then ms (performance.now() in the page) ' +
  'from the click on 开始上传 to the first animation frame showing the first grid row of the ' +
  'batch; BatchPayUpload and BatchPayItemInquiry are answered by page.route with the generated ' +
  'batch, so the figure is the page reading every page of rows, validating and painting.';

const UPLOAD = '/cap/txn/v1/BatchPayUpload';
const ITEMS = '/cap/txn/v1/BatchPayItemInquiry';
const okReply = (body) => ({
  status: { success: true, replyCode: '0000', replyText: '导入成功', errorMsg: null },
  body,
});

async function paintOnce({ browser, baseURL, signIn, size }) {
  const { items } = generateItems(size, batchBench.seed);
  const { context, page } = await openColdPage(browser, baseURL, signIn);
  try {
    await page.route(`**/admin${UPLOAD}**`, (route) =>
      route.fulfill({
        json: okReply({
          batchNo: 'B20261125084012001',
          fileName: 'bench.xlsx',
          acctNo: '6218801000000121',
          totalCount: size,
          totalAmount: '0.00',
          batchStatus: '00',
          createBy: 'admin',
          createTime: '2026-11-25 08:40:12',
        }),
      }),
    );
    await page.route(`**/admin${ITEMS}**`, (route) => {
      const { page: asked } = route.request().postDataJSON();
      const offset = (asked.pageNum - 1) * asked.pageSize;
      const listData = items.slice(offset, offset + asked.pageSize);
      return route.fulfill({
        json: okReply({ listData, page: { count: size, pageSize: asked.pageSize, offset } }),
      });
    });
    await page.goto('/acct/batchPayList');
    await page.getByRole('button', { name: '新建批量代付' }).click();
    const dialog = page.getByRole('dialog', { name: '导入批量代付文件' });
    // The paying account is picked from the account search (the mock answers 云栖's accounts).
    await dialog.getByLabel('付款账号').fill('云栖');
    await page.getByTitle('杭州云栖便利店有限公司基本户（6218801000000121）').click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bench.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('bench'),
    });
    await page.evaluate(() => {
      const record = () => (globalThis.benchUploadClickedAt ??= performance.now());
      document.addEventListener('click', record, { capture: true, once: true });
    });
    const painted = waitUntilReady(
      page,
      { selector: '.ant-drawer [role=grid] [role=row][aria-rowindex="2"]' },
      batchBench.paintTimeoutMs,
    );
    painted.catch(() => {});
    await dialog.getByRole('button', { name: /开始上传/ }).click();
    const paintedAt = await painted;
    const clickedAt = await page.evaluate(() => globalThis.benchUploadClickedAt);
    return Number((paintedAt - clickedAt).toFixed(0));
  } finally {
    await context.close();
  }
}

/** Time to first grid paint of the batch page with the rows, per size (one load each). */
export async function measureBatchFirstPaint({ browser, baseURL, signIn }) {
  const rows = [];
  for (const size of batchBench.paintSizes) {
    rows.push({ rows: size, ms: await paintOnce({ browser, baseURL, signIn, size }) });
  }
  return { method: batchPaintMethod, rows };
}

// Alone: `node scripts/bench/batch.mjs`; with `--app <url>` (a console on its mock) the browser
// figure too, signed in as the bench signs in.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scratchDir = await makeScratchDir();
  const result = await measureBatch({ scratchDir });
  const appIndex = process.argv.indexOf('--app');
  if (appIndex > 0) {
    const { signIn } = await import('./routes.mjs');
    const browser = await launchBrowser();
    try {
      result.firstPaint = await measureBatchFirstPaint({
        browser,
        baseURL: process.argv[appIndex + 1],
        signIn,
      }).catch((error) => ({ error: error.message }));
    } finally {
      await browser.close();
    }
  }
  const { printBatch } = await import('./report.mjs');
  printBatch(result);
}
