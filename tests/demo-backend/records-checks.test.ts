// Checks and rules against the demo backend (issue 34 item 6; spec 5.4, 7.3; jeecg-contracts
// §2.10): the duplicate check and the existence count against real rows, check rules run by
// checkByCode, fill rules run by 功能测试, and the data log their saves write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend(() => new Date(2026, 10, 21, 18, 30, 12));
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const duplicate = (query: string) => get(`/sys/duplicate/check?${query}`);

describe('duplicate check', () => {
  it('counts real rows, leaves out the edited record, and sees a new row at once', async () => {
    expect(await duplicate('tableName=sys_position&fieldName=code&fieldVal=cashier')).toMatchObject(
      {
        success: false,
        message: '该值不可用，系统中已存在！',
      },
    );
    expect(
      await duplicate(
        'tableName=sys_position&fieldName=code&fieldVal=cashier&dataId=1768000000317718831',
      ),
    ).toMatchObject({ success: true, code: 200, result: '该值可用！' });
    expect(await duplicate('tableName=sys_position&fieldName=code&fieldVal=auditor')).toMatchObject(
      {
        success: true,
      },
    );
    await call(backend, 'POST', '/sys/position/add', {
      token,
      body: { code: 'auditor', name: '审计专员', postRank: '3' },
    });
    expect(
      (await duplicate('tableName=sys_position&fieldName=code&fieldVal=auditor')).success,
    ).toBe(false);
  });

  it('answers an empty value and refuses names outside the whitelist', async () => {
    expect(await duplicate('tableName=sys_user&fieldName=work_no&fieldVal=')).toMatchObject({
      success: true,
      code: 500,
      message: '数据为空,不作处理！',
    });
    const injected = await duplicate(
      `tableName=sys_user&fieldName=${encodeURIComponent('1=1 or username')}&fieldVal=x`,
    );
    expect(injected).toMatchObject({ success: false });
    expect(injected.message).not.toContain('已存在');
    const table = await duplicate('tableName=pg_authid&fieldName=rolname&fieldVal=postgres');
    expect(table.message).toBe('校验失败，不支持的表：pg_authid');
  });

  it('counts existing values for /cap ValidateExistenceMysql', async () => {
    const count = async (fieldValue: string, idValue: string | null = null) =>
      (
        await call(backend, 'POST', '/cap/sys/v1/ValidateExistenceMysql', {
          token,
          body: {
            tableName: 'sys_user',
            fieldCode: 'username',
            fieldName: '用户账号',
            fieldValue,
            idValue,
          },
        })
      ).json;
    expect((await count('admin')).body).toEqual({ cnt: 1 });
    expect((await count('nobody')).body).toEqual({ cnt: 0 });
  });
});

describe('check rules', () => {
  it('runs the stored rule: the first failing segment is the answer', async () => {
    const check = (ruleCode: string, value: string) =>
      get(
        `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(encodeURIComponent(value))}`,
      );
    expect(await check('merchant_no', 'HT20260318001')).toMatchObject({ success: true, code: 200 });
    expect(await check('merchant_no', 'XT20260318001')).toMatchObject({
      success: false,
      message: '商户号须以HT开头',
      result: {
        digits: '2',
        pattern: '^HT$',
        beginIndex: 0,
        endIndex: 2,
        checkValue: 'XT',
        passed: false,
      },
    });
    expect((await check('merchant_no', 'HT2026')).result).toMatchObject({
      digits: '*',
      checkValue: 'HT2026',
      message: '商户号为HT加11位字母或数字',
    });
    expect((await check('mobile_phone', '13800138000')).success).toBe(true);
    expect((await check('no_such_rule', 'x')).message).toBe('该编码不存在');
  });

  it('adds, edits and deletes a rule; checkByCode runs the saved version', async () => {
    const added = await call(backend, 'POST', '/sys/checkRule/add', {
      token,
      body: {
        ruleName: '订单号规则',
        ruleCode: 'order_no',
        ruleJson: '[{"digits":"2","pattern":"^DD$","message":"订单号须以DD开头"}]',
        ruleDescription: '订单号以DD开头',
      },
    });
    expect(added.json).toMatchObject({
      success: true,
      message: '添加成功！',
      result: '添加成功！',
    });
    const [rule] = (await get('/sys/checkRule/list?ruleCode=order_no')).result.records;
    expect((await get('/sys/checkRule/checkByCode?ruleCode=order_no&value=XX1')).success).toBe(
      false,
    );

    await call(backend, 'PUT', '/sys/checkRule/edit', {
      token,
      body: { ...rule, ruleJson: '[{"digits":"2","pattern":"^(DD|XX)$","message":"前缀不对"}]' },
    });
    expect((await get('/sys/checkRule/checkByCode?ruleCode=order_no&value=XX1')).success).toBe(
      true,
    );

    // The clock of this file stands still, so both versions have the same time: look them up.
    const log = (await get(`/sys/dataLog/list?dataTable=sys_check_rule&dataId=${rule.id}`)).result;
    const versions = new Map<string, { ruleJson: string }>(
      log.records.map((v: { dataVersion: string; dataContent: string }) => [
        v.dataVersion,
        JSON.parse(v.dataContent),
      ]),
    );
    expect([...versions.keys()].sort()).toEqual(['1', '2']);
    expect(versions.get('2')?.ruleJson).toContain('XX');
    expect(versions.get('1')?.ruleJson).not.toContain('XX');

    const removed = await call(backend, 'DELETE', `/sys/checkRule/delete?id=${rule.id}`, { token });
    expect(removed.json.message).toBe('删除成功!');
    expect((await get('/sys/checkRule/list?ruleCode=order_no')).result.total).toBe(0);
  });
});

describe('fill rules', () => {
  it('runs the rule’s generator', async () => {
    const order = await get('/sys/fillRule/testFillRule?ruleCode=shop_order_num');
    expect(order).toMatchObject({ success: true, code: 200, message: '' });
    expect(order.result).toMatch(/^CN20261121183012[1-9]\d$/);
    expect((await get('/sys/fillRule/testFillRule?ruleCode=category_code_rule')).result).toBe(
      'A11',
    );
    expect((await get('/sys/fillRule/testFillRule?ruleCode=nothing')).result).toBeNull();
  });

  it('saves a rule whose generator then answers with its parameters', async () => {
    const added = await call(backend, 'POST', '/sys/fillRule/add', {
      token,
      body: {
        ruleName: '退款单号',
        ruleCode: 'refund_no_rule',
        ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
        ruleParams: '{"prefix":"TK"}',
      },
    });
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    expect((await get('/sys/fillRule/testFillRule?ruleCode=refund_no_rule')).result).toMatch(/^TK/);
    const batch = (await get('/sys/fillRule/list?ruleCode=refund_no_rule')).result.records;
    const removed = await call(backend, 'DELETE', `/sys/fillRule/deleteBatch?ids=${batch[0].id}`, {
      token,
    });
    expect(removed.json.message).toBe('批量删除成功！');
    expect((await get('/sys/fillRule/list')).result.total).toBe(5);
  });
});
