import { expect, test } from './support/chain';
import { ADMIN, signIn } from './support/chain';
import {
  OK,
  choose,
  confirmDialog,
  formDialog,
  message,
  openMenuPage,
  rowOf,
} from '../e2e/support/list';

// Issue 34: a position created, edited and deleted through the console shows its new state in the
// list without a manual reload, and is still there after one (it is in the demo backend's
// database, behind Prism as the validating proxy).

test('职务管理: 新增, 编辑 and 删除 change the list, and a reload still shows the change', async ({
  page,
}, testInfo) => {
  const code = `chain_audit_${testInfo.workerIndex}_${testInfo.repeatEachIndex}_${testInfo.retry}`;
  await signIn(page, ADMIN);
  await openMenuPage(page, '系统管理', '职务管理', /\/isystem\/position$/, '/sys/position/list');
  await expect(rowOf(page, '总经理')).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const added = formDialog(page, '新增');
  await added.getByRole('textbox', { name: '职务编码' }).fill(code);
  await added.getByRole('textbox', { name: '职务名称' }).fill('链路审计专员');
  await choose(page, added, '职级', '中级');
  await added.getByRole('button', { name: OK }).click();
  await expect(message(page, '添加成功！')).toBeVisible();
  await expect(rowOf(page, '链路审计专员')).toBeVisible();

  await rowOf(page, '链路审计专员').getByText('编辑', { exact: true }).click();
  const edited = formDialog(page, '编辑');
  await expect(edited.getByRole('textbox', { name: '职务编码' })).toHaveValue(code);
  await edited.getByRole('textbox', { name: '职务名称' }).fill('链路高级审计专员');
  await edited.getByRole('button', { name: OK }).click();
  await expect(message(page, '编辑成功!')).toBeVisible();
  await expect(rowOf(page, '链路高级审计专员')).toBeVisible();

  await page.reload();
  await expect(rowOf(page, '链路高级审计专员')).toBeVisible({ timeout: 30_000 });

  await rowOf(page, '链路高级审计专员').getByText('删除', { exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: OK }).click();
  await expect(message(page, '删除成功!')).toBeVisible();
  await expect(rowOf(page, '链路高级审计专员')).toHaveCount(0);
  await expect(rowOf(page, '总经理')).toBeVisible();
});
