import {
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocketRoute,
} from './support/test';
import { startSignedIn } from './support/session';

// Realtime grid sync (spec 4 "Realtime grid sync", 7.6, 9) on the gallery's 表格同步 tab. The
// route below plays JeecgBoot's vxeSocket server: it answers heartbeats and relays every
// update_vxe_table frame to every open page, the sender included.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const SYNC_TAB = '/test/home?tab=grid-sync';
const SOCKET_KEY = 'gallery-grid-sync';

interface SyncFrame {
  type: string;
  data?: unknown;
}

interface UpdateFrame {
  type: 'update_vxe_table';
  data: { socketKey: string; args: [Record<string, unknown>, string] };
}

interface Connection {
  url: URL;
  socket: WebSocketRoute;
  /** Frames the page sent, in order. */
  frames: SyncFrame[];
  open: boolean;
}

const isUpdate = (frame: SyncFrame): frame is UpdateFrame => frame.type === 'update_vxe_table';

/** A relay server for every page of the context; `connections` grows with each socket opened. */
async function serveGridSync(context: BrowserContext): Promise<Connection[]> {
  const connections: Connection[] = [];
  await context.routeWebSocket(/\/vxeSocket\//, (socket) => {
    const connection: Connection = { url: new URL(socket.url()), socket, frames: [], open: true };
    connections.push(connection);
    socket.onClose(() => {
      connection.open = false;
    });
    socket.onMessage((message) => {
      const frame = JSON.parse(String(message)) as SyncFrame;
      connection.frames.push(frame);
      if (frame.type === 'heart_beat')
        socket.send(JSON.stringify({ type: 'heart_beat', data: true }));
      if (isUpdate(frame)) {
        for (const other of connections) if (other.open) other.socket.send(String(message));
      }
    });
  });
  return connections;
}

/** The value cell of the demo's row `rowIndex` (0-based) and column `key`. */
const cell = (page: Page, rowIndex: number, key: string): Locator =>
  page.locator(
    `[role="row"][aria-rowindex="${rowIndex + 2}"] [role="gridcell"][data-column="${key}"]`,
  );

async function openSyncTab(page: Page) {
  await page.goto(SYNC_TAB);
  await expect(page.getByRole('tab', { name: '表格同步', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cell(page, 0, 'name')).toHaveText('张三');
}

/** Edits a text cell the way a user does: click, type, Enter commits. */
async function editText(page: Page, rowIndex: number, key: string, text: string) {
  await cell(page, rowIndex, key).click();
  const input = cell(page, rowIndex, key).getByRole('textbox');
  await input.fill(text);
  await input.press('Enter');
  await expect(cell(page, rowIndex, key)).toHaveText(text);
}

/** A frame as another table (case id `caseId`) on the demo's key would send it. */
const updateFrom = (caseId: string, row: Record<string, unknown>) =>
  JSON.stringify({
    type: 'update_vxe_table',
    data: { socketKey: SOCKET_KEY, args: [row, caseId] },
  });

test.describe('grid sync (spec 4 realtime grid sync)', () => {
  test('two pages of one user: an edit in one shows in the other with the reload effect', async ({
    context,
  }) => {
    const connections = await serveGridSync(context);
    const pageA = await context.newPage();
    await pageA.goto(SYNC_TAB);
    await expect(cell(pageA, 0, 'name')).toHaveText('张三');
    const pageB = await context.newPage();
    await openSyncTab(pageB);
    await expect.poll(() => connections.length).toBe(2);

    // spec 7.6: /vxeSocket/{userId}/{pageId}, one page id per page load; a heartbeat on open.
    const [socketA, socketB] = connections as [Connection, Connection];
    const pathA = socketA.url.pathname.split('/');
    const pathB = socketB.url.pathname.split('/');
    expect(socketA.url.pathname).toMatch(/\/vxeSocket\/[^/]+\/[^/]+$/);
    expect(pathA.at(-2)).toBe(pathB.at(-2));
    expect(pathA.at(-1)).not.toBe(pathB.at(-1));
    await expect.poll(() => socketB.frames[0]).toEqual({ type: 'heart_beat', data: '' });
    expect(socketA.frames[0]).toEqual({ type: 'heart_beat', data: '' });

    await editText(pageA, 0, 'name', '赵六');

    // The whole row goes out, with its id and the sending table's case id.
    await expect.poll(() => socketA.frames.filter(isUpdate).length).toBe(1);
    const [row, caseId] = socketA.frames.filter(isUpdate)[0]!.data.args;
    expect(row).toMatchObject({ id: 'sync-1', name: '赵六', age: 30, sex: '1' });
    expect(caseId).toEqual(expect.any(String));

    const synced = cell(pageB, 0, 'name');
    await expect(synced).toHaveAttribute('data-reload-effect', 'true');
    await expect(synced.locator('.editable-grid-reload-new')).toHaveText('赵六');
    // The old value fades out, then the cell shows the new value alone.
    await expect(synced).not.toHaveAttribute('data-reload-effect', { timeout: 3_000 });
    await expect(synced).toHaveText('赵六');
    await expect(cell(pageB, 1, 'name')).toHaveText('李四');
    await expect(cell(pageA, 0, 'name')).not.toHaveAttribute('data-reload-effect');
  });

  test("a frame carrying the page's own case id changes nothing there", async ({ context }) => {
    const connections = await serveGridSync(context);
    const page = await context.newPage();
    await page.goto(SYNC_TAB);
    await expect(cell(page, 0, 'name')).toHaveText('张三');
    await expect.poll(() => connections[0]?.frames.length ?? 0).toBeGreaterThan(0);
    const connection = connections[0]!;

    await editText(page, 0, 'name', '赵六');
    await expect.poll(() => connection.frames.filter(isUpdate).length).toBe(1);
    const ownCaseId = connection.frames.filter(isUpdate)[0]!.data.args[1];

    // An older frame of this table arriving late must not revert the newer local edit.
    connection.socket.send(updateFrom(ownCaseId, { id: 'sync-1', name: '旧值', age: 99 }));
    // Frames arrive in order: once another table's update shows, the first one was handled.
    connection.socket.send(updateFrom('another-table', { id: 'sync-2', name: '钱七' }));
    await expect(cell(page, 1, 'name')).toContainText('钱七');

    await expect(cell(page, 0, 'name')).toHaveText('赵六');
    await expect(cell(page, 0, 'age')).toHaveText('30');
    await expect(cell(page, 0, 'name')).not.toHaveAttribute('data-reload-effect');
  });

  test('a dropped socket reconnects after 5 s, not before (spec 9)', async ({ context }) => {
    const connections = await serveGridSync(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(SYNC_TAB);
    await expect(cell(page, 0, 'name')).toHaveText('张三');
    await expect.poll(() => connections[0]?.frames[0]).toEqual({ type: 'heart_beat', data: '' });
    // From here on the page's timers move only when the test moves them.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await connections[0]!.socket.close({ code: 1011, reason: 'server restart' });
    await page.clock.runFor(4_900);
    // A socket opened by a timer would have reached the route by now.
    await page.evaluate(() => undefined);
    expect(connections).toHaveLength(1);

    await page.clock.runFor(3_100);
    await expect.poll(() => connections.length).toBe(2);
    // The new connection starts with a heartbeat like the first.
    await expect.poll(() => connections[1]?.frames[0]).toEqual({ type: 'heart_beat', data: '' });
    expect(connections[1]!.url.pathname).toBe(connections[0]!.url.pathname);
  });
});
