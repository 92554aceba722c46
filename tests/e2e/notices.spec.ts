import {
  expect,
  PROBE_HANDLER_REFUSED,
  test,
  type Page,
  type WebSocketRoute,
} from './support/test';
import { openSignedIn, startSignedIn } from './support/session';

// Notice bell, announcement modal and notification socket (spec 2.6, 2.10, 4, 7.6) against the
// Prism mock, whose listByUser reply carries an `<img src=x onerror=alert(1)>` probe.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

// `**` at the end: the console adds `_t` to every GET (spec 7.1).
const listByUserCall = '**/admin/sys/annountCement/listByUser**';
const mySendsCall = '**/admin/sys/sysAnnouncementSend/getMyAnnouncementSend**';
const markReadPath = '/admin/sys/sysAnnouncementSend/editByAnntIdAndUserId';
const XSS_TITLE = '富文本安全检查测试公告';
const XSS_ID = '1768000000531628539';

/** Payloads of our own beside the mock's probe; each would set window.__xss if it ran. */
const EXTRA_PAYLOADS = [
  '<img src=y onerror="window.__xss=1">',
  '<svg onload="window.__xss=2"></svg>',
  '<iframe srcdoc="<script>parent.__xss=3</script>"></iframe>',
  '<a id="js-link" href="javascript:window.__xss=4">点此领取</a>',
  '<p style="background:url(javascript:window.__xss=5)">样式</p>',
].join('');

function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The mock's reply with more payloads in the probe announcement. */
async function addPayloads(page: Page) {
  await page.route(listByUserCall, async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as {
      result?: { anntMsgList?: { id: string; msgContent?: string }[] };
    };
    for (const notice of reply.result?.anntMsgList ?? []) {
      if (notice.id === XSS_ID) notice.msgContent = `${notice.msgContent ?? ''}${EXTRA_PAYLOADS}`;
    }
    await route.fulfill({ response, json: reply });
  });
}

/** Answers the client's heartbeats and hands over the page's notification socket. */
function fakeNoticeServer(page: Page): Promise<WebSocketRoute> {
  return new Promise((resolve) => {
    void page.routeWebSocket('**/websocket**', (socket) => {
      socket.onMessage((message) => {
        if (message === 'HeartBeat') socket.send(JSON.stringify({ cmd: 'heartcheck' }));
      });
      resolve(socket);
    });
  });
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: '消息通知' }).click();
  await expect(page.getByRole('tab', { name: /^通知\(\d+\)$/ })).toBeVisible();
}

test.describe('notice bell', () => {
  // The bell reaches the page through GlobalHeader's `extra` slot, which no layout fills yet.

  test.describe('with the XSS probe', () => {
    // Chromium reports the probe's handler as refused while DOMPurify parses it (support/test.ts).
    test.use({ expectedConsole: [PROBE_HANDLER_REFUSED] });

    test('shows the XSS probe announcement sanitised and marks it read', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await addPayloads(page);
      await openSignedIn(page);
      await openBell(page);
      const markRead = page.waitForRequest(
        (request) => request.method() === 'PUT' && new URL(request.url()).pathname === markReadPath,
      );

      await page.getByText(XSS_TITLE).click();

      const modal = page.getByRole('dialog', { name: /通知消息/ });
      // The announcement HTML only: the modal's own icons are SVG too.
      const content = modal.locator('.announcement-content');
      await expect(content.getByText('本公告用于检查富文本展示时的安全过滤。')).toBeVisible();
      expect((await markRead).postDataJSON()).toEqual({ anntId: XSS_ID });
      // Let the browser try every image before judging.
      await expect
        .poll(() =>
          modal
            .locator('img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      await expect(content.locator('[onerror], [onload], iframe, svg, script')).toHaveCount(0);
      await expect(content.getByText('点此领取')).not.toHaveAttribute('href', /javascript:/);
      expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });

  test('reloads the notices when the socket pushes a user message', async ({ page }) => {
    const server = fakeNoticeServer(page);
    await openSignedIn(page);
    const socket = await server;
    expect(new URL(socket.url()).pathname).toBe('/admin/websocket');
    expect(new URL(socket.url()).searchParams.get('token')).toBeTruthy();
    await openBell(page);
    const reload = page.waitForRequest(listByUserCall);

    socket.send(JSON.stringify({ cmd: 'user', msgId: XSS_ID, msgTxt: '您有新的消息' }));

    await reload;
  });

  test('opens my announcements from 查看更多', async ({ page }) => {
    // getMyAnnouncementSend is not in the mock contract yet.
    await page.route(mySendsCall, (route) =>
      route.fulfill({
        json: {
          success: true,
          message: '',
          code: 0,
          result: {
            records: [
              {
                id: 's1',
                anntId: XSS_ID,
                titile: XSS_TITLE,
                sender: 'admin',
                priority: 'L',
                readFlag: '0',
                sendTime: '2026-03-11 09:00:00',
              },
            ],
            total: 1,
          },
          timestamp: 1773797400000,
        },
      }),
    );
    await openSignedIn(page);
    await openBell(page);

    await page.getByRole('tabpanel').getByRole('button', { name: '查看更多' }).click();

    await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
    await expect(page.getByRole('cell', { name: XSS_TITLE })).toBeVisible();
    await expect(page.getByText('共 1 条')).toBeVisible();
  });
});
