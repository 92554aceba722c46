import { expect, test, type Page } from './support/test';
import {
  OK,
  confirmDialog,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  rowOf,
  searchForm as search,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 日志管理 through the server menu (系统管理 → 日志管理, component system/LogList) on the Prism
// mock (spec 7.4 Logs; jeecg-contracts §2.9): the visit statistics over the 登录日志 / 操作日志
// tabs. The mock answers the login-log example of openapi/sys.yaml to every list request.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

const ZHANGWEI_LOGIN = '1768000000735052477';
const LINA_LOGIN = '1768000000736101054';
const LOGIN_FIELDS = 'id,logContent,userid,username,ip,costTime,logType_dictText,createTime';

async function openLogs(page: Page) {
  const first = await openMenuPage(
    page,
    '系统管理',
    '日志管理',
    /\/isystem\/log$/,
    '/sys/log/list',
  );
  await expect(rowOf(page, '用户名: zhangwei,登录成功！')).toBeVisible();
  return first!;
}

test.describe('日志管理', () => {
  test('shows the visit statistics and chart; searches, batch-deletes and switches to 操作日志', async ({
    page,
  }) => {
    const first = await openLogs(page);
    expect(queryOf(first)).toEqual({
      logType: '1',
      column: 'createTime',
      order: 'desc',
      field: LOGIN_FIELDS,
      pageNo: '1',
      pageSize: '10',
    });
    const summary = page.getByRole('region', { name: '访问统计' });
    for (const [title, value] of [
      ['今日IP', '12'],
      ['今日访问', '37'],
      ['总访问量', '1,286'],
    ] as const) {
      await expect(summary.locator('.ant-statistic').filter({ hasText: title })).toContainText(
        value,
      );
    }
    const chart = summary.getByRole('figure', { name: '最近一周访问量统计' });
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(chart.locator('.u-legend')).toContainText(/日期.*访问量.*IP/);

    await search(page).getByRole('textbox', { name: '搜索日志' }).fill('admin');
    // Enter in the range picker may submit the form itself: wait for the query holding both ends.
    const searched = nextRequest(
      page,
      '/sys/log/list',
      (query) => query.has('keyWord') && query.has('createTime_end'),
    );
    await search(page).getByPlaceholder('开始时间').click();
    await search(page).getByPlaceholder('开始时间').fill('2026-11-01');
    await search(page).getByPlaceholder('开始时间').press('Enter');
    await search(page).getByPlaceholder('结束时间').fill('2026-11-21');
    await search(page).getByPlaceholder('结束时间').press('Enter');
    await search(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    expect(queryOf(await searched)).toEqual({
      logType: '1',
      keyWord: 'admin',
      createTime_begin: '2026-11-01',
      createTime_end: '2026-11-21',
      column: 'createTime',
      order: 'desc',
      field: LOGIN_FIELDS,
      pageNo: '1',
      pageSize: '10',
    });

    await rowOf(page, '用户名: zhangwei,登录成功！').getByRole('checkbox').check();
    await rowOf(page, '用户名: lina,登录成功！').getByRole('checkbox').check();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(confirmDialog(page)).toContainText('是否删除选中数据?');
    const batch = nextRequest(page, '/sys/log/deleteBatch');
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    const request = await batch;
    expect(request.method()).toBe('DELETE');
    expect(queryOf(request)).toEqual({ ids: `${ZHANGWEI_LOGIN},${LINA_LOGIN}` });
    await expect(message(page, '删除成功!')).toBeVisible();

    const operations = nextRequest(page, '/sys/log/list', (query) => query.get('logType') === '2');
    await page.getByRole('tab', { name: '操作日志' }).click();
    expect(queryOf(await operations)).toMatchObject({ logType: '2', pageNo: '1' });
    await expect(page.getByRole('columnheader', { name: '操作类型' })).toBeVisible();
    await expect(search(page).getByRole('combobox', { name: '操作类型' })).toBeVisible();
  });

  test('a user without the log codes can read but not delete', async ({ page }) => {
    await withoutButtonCodes(page, 'log:');
    await openLogs(page);
    await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
    await expect(
      rowOf(page, '用户名: zhangwei,登录成功！').getByText('删除', { exact: true }),
    ).toHaveCount(0);
  });
});
