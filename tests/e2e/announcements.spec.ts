import { expect, PROBE_HANDLER_REFUSED, test, type Locator, type Page } from './support/test';
import {
  ADD,
  OK,
  choose,
  confirmDialog,
  formDrawer,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  rowOf,
  searchForm,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 系统通告 through the server menu (系统管理 → 系统通告, component system/AnnouncementList) on the
// Prism mock (spec 3, 7.4; jeecg-contracts §2.7): drafts are edited and released, released ones
// revoked, recipients stored with a trailing comma, content shown sanitised.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** The search form's button (its icon is part of its name). */
const SEARCH = /查\s*询/;

const DRAFT = '关于加强账户密码安全管理的通知';
const DRAFT_ID = '1768000000534774270';
const RELEASED = '支付系统V3.6版本升级维护公告';
const RELEASED_ID = '1768000000525337077';
const REVOKED = '清算文件生成延迟说明';
const PROBE = '富文本安全检查测试公告';
const ZHANGWEI_ID = '8bb0ed31587e46285652e8cd64ca521c';
const LINA_ID = '8fec397b3564dfec1bf9fb999e94dda5';

async function openAnnouncements(page: Page) {
  const firstList = await openMenuPage(
    page,
    '系统管理',
    '系统通告',
    /\/isystem\/annountCement$/,
    '/sys/annountCement/list',
  );
  await expect(rowOf(page, DRAFT)).toBeVisible();
  return firstList!;
}

/** The row's links, in order. */
const linksOf = (row: Locator) => row.locator('td').last().locator('a');

test.describe('系统通告', () => {
  test.describe('with the XSS probe row', () => {
    test.use({ expectedConsole: [PROBE_HANDLER_REFUSED] });

    test('lists announcements with the links their state allows; 发布, 撤销 and 查看', async ({
      page,
    }) => {
      const first = await openAnnouncements(page);
      expect(queryOf(first)).toEqual({
        pageNo: '1',
        pageSize: '10',
        column: 'createTime',
        order: 'desc',
        field:
          'id,titile,msgCategory_dictText,sender,priority,msgType_dictText,sendStatus_dictText,sendTime,cancelTime',
      });
      await expect(rowOf(page, RELEASED)).toContainText('通知公告');
      await expect(rowOf(page, RELEASED)).toContainText('重要消息');
      await expect(rowOf(page, RELEASED)).toContainText('全体用户');
      await expect(rowOf(page, RELEASED)).toContainText('已发布');
      await expect(linksOf(rowOf(page, DRAFT))).toHaveText(['编辑', '发布', '查看', '删除']);
      await expect(linksOf(rowOf(page, RELEASED))).toHaveText(['撤销', '查看']);
      await expect(linksOf(rowOf(page, REVOKED))).toHaveText(['查看', '删除']);

      await searchForm(page).getByRole('textbox', { name: '标题' }).fill('通知');
      await choose(page, searchForm(page), '发布状态', '未发布');
      const searched = nextRequest(page, '/sys/annountCement/list', (query) => query.has('titile'));
      await searchForm(page).getByRole('button', { name: SEARCH }).click();
      expect(queryOf(await searched)).toMatchObject({
        titile: '*通知*',
        sendStatus: '0',
        pageNo: '1',
      });

      // 发布 / 撤销 / 查看 (spec 7.4).
      await rowOf(page, DRAFT).getByText('发布', { exact: true }).click();
      await expect(confirmDialog(page)).toContainText('确定发布吗?');
      const released = nextRequest(page, '/sys/annountCement/doReleaseData');
      await confirmDialog(page).getByRole('button', { name: OK }).click();
      expect(queryOf(await released)).toEqual({ id: DRAFT_ID });
      await expect(message(page, '该系统通知发布成功')).toBeVisible();

      await rowOf(page, RELEASED).getByText('撤销', { exact: true }).click();
      await expect(confirmDialog(page)).toContainText('确定撤销吗?');
      const revoked = nextRequest(page, '/sys/annountCement/doReovkeData');
      await confirmDialog(page).getByRole('button', { name: OK }).click();
      expect(queryOf(await revoked)).toEqual({ id: RELEASED_ID });
      await expect(message(page, '该系统通知撤销成功')).toBeVisible();

      await rowOf(page, PROBE).getByText('查看', { exact: true }).click();
      const detail = page.locator('.ant-modal').filter({ hasText: '通知消息' });
      await expect(detail).toContainText('本公告用于检查富文本展示时的安全过滤。');
      await expect(detail.locator('img[onerror]')).toHaveCount(0);
    });
  });

  test('新增 sends rich text and the chosen users with a trailing comma', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openAnnouncements(page);
    // The hidden forms leave the editor's chunk alone until one is opened.
    expect(scripts.filter((url) => url.includes('RichTextEditorView'))).toEqual([]);
    await page.getByRole('button', { name: ADD }).click();
    const drawer = formDrawer(page, '新增').filter({ visible: true });
    await drawer
      .getByRole('textbox', { name: '标题' })
      .fill('关于五一劳动节假期资金清算安排的通知');
    await drawer.getByRole('textbox', { name: '摘要' }).fill('五一假期清算顺延');
    await drawer.getByPlaceholder('请选择结束时间').fill('2026-05-06 23:59:59');
    await drawer.getByPlaceholder('请选择结束时间').press('Enter');

    await expect(drawer.getByText('指定用户', { exact: true })).toHaveCount(0);
    // The select already shows 全体用户, whose text covers the input.
    await drawer.getByRole('combobox', { name: '通告对象' }).click({ force: true });
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('指定用户', { exact: true })
      .click();
    await drawer.getByRole('button', { name: /选\s*择/ }).click();
    const picker = page
      .getByRole('dialog')
      .filter({ has: page.getByText('用户选择', { exact: true }) });
    for (const username of ['zhangwei', 'lina']) {
      await picker
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: username, exact: true }) })
        .getByRole('checkbox')
        .check();
    }
    await picker.getByRole('button', { name: OK }).click();
    await expect(drawer.getByText('张伟')).toBeVisible();

    const editor = drawer.getByRole('textbox', { name: '富文本编辑区' });
    await editor.click();
    await editor.pressSequentially('5月1日至5月5日跨行清算顺延至5月6日。');

    const added = nextRequest(page, '/sys/annountCement/add');
    await drawer.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toEqual({
      titile: '关于五一劳动节假期资金清算安排的通知',
      msgCategory: '1',
      msgAbstract: '五一假期清算顺延',
      endTime: '2026-05-06 23:59:59',
      priority: 'H',
      msgType: 'USER',
      userIds: `${ZHANGWEI_ID},${LINA_ID},`,
      msgContent: '<p>5月1日至5月5日跨行清算顺延至5月6日。</p>',
    });
    await expect(message(page, '添加成功！')).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('a user without the notice codes sees no 新增, 导出, 导入, 批量删除 and only 查看', async ({
    page,
  }) => {
    await withoutButtonCodes(page, 'notice:');
    await openAnnouncements(page);
    for (const name of [ADD, /导\s*出/, /导\s*入/, /批量删除/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(linksOf(rowOf(page, DRAFT))).toHaveText(['查看']);
    await expect(linksOf(rowOf(page, RELEASED))).toHaveText(['查看']);
  });
});
