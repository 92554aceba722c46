import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const base = 'http://127.0.0.1:4573';
const c0 = await browser.newContext({ baseURL: base }); const p0 = await c0.newPage();
await p0.goto('/user/login-admin'); await p0.fill('input[placeholder="请输入账号"]', 'admin'); await p0.fill('input[placeholder="请输入密码"]', 'x1');
await p0.click('button[type=submit]'); await p0.waitForURL('**/Home'); await p0.waitForLoadState('networkidle');
const ss = await p0.evaluate(() => Object.entries(sessionStorage)); const st = await c0.storageState(); await c0.close();
for (let r = 0; r < 2; r++) {
const ctx = await browser.newContext({ baseURL: base, storageState: st });
await ctx.addInitScript((s) => { for (const [a, b] of s) sessionStorage.setItem(a, b); window.__lt=[]; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); }, ss);
const page = await ctx.newPage();
await page.goto('/isystem/user', { waitUntil: 'commit' });
const h = await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr.ant-table-row') ? performance.now() : false, null, { polling: 'raf', timeout: 20000 });
console.log('ready', Math.round(await h.jsonValue()));
const e = await page.evaluate(() => performance.getEntriesByType('resource').map(e => [e.name.replace(location.origin,'').slice(0,70), Math.round(e.startTime), Math.round(e.responseEnd)]));
const groups = []; for (const x of e) { const g = groups.find(g => Math.abs(g.s - x[1]) < 8); if (g) { g.n++; g.e = Math.max(g.e, x[2]); if (!x[0].startsWith('/assets')) g.api.push(x[0]); } else groups.push({ s: x[1], e: x[2], n: 1, first: x[0], api: x[0].startsWith('/assets') ? [] : [x[0]] }); }
if (r === 1) { for (const g of groups) console.log(g.s, '-', g.e, g.n, g.first, g.api.join(' ').slice(0,100));
console.log('longtasks', (await page.evaluate(() => window.__lt)).map(([s,d]) => s+'+'+d).join(' ')); }
await ctx.close();
}
await browser.close();
