import { describe, expect, it } from 'vitest';
import {
  codingRuleCheck,
  createValidationApi,
  duplicateCheckRule,
  existenceCheckRule,
} from '../../../providers/validation-api';
import { capOk, createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { errorsOf } from './runRules';

const sysFailure = (message: string) => ({
  success: false,
  message,
  code: 500,
  result: null,
  timestamp: 1773797400000,
});

const capFailure = (errorMsg: string) => ({
  status: { success: false, replyCode: 'E9999', replyText: '交易失败', errorMsg },
  body: null,
});

function apiReplying(reply: () => Response) {
  const test = createTestHttp({ reply });
  test.storage.set('Login_Userinfo', { id: 'u1', username: 'admin', entityId: 'E0001' });
  test.storage.set('TENANT_ID', '1001');
  return { api: createValidationApi(test.http), ...test };
}

function only(sent: SentRequest[]): SentRequest {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

const USERNAME = { tableName: 'sys_user', fieldName: 'username' };

describe('checkDuplicate: GET /sys/duplicate/check (jeecg-contracts §2.10)', () => {
  it('sends table, column, value and the edited record id', async () => {
    const { api, sent } = apiReplying(() => json(sysOk('该值可用！', '该值可用！')));
    await api.checkDuplicate({ ...USERNAME, dataId: '1768000000524288500' }, 'zhangsan');
    const request = only(sent);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/admin/sys/duplicate/check');
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'zhangsan',
      dataId: '1768000000524288500',
    });
  });

  it.each([
    ['available', sysOk('该值可用！', '该值可用！'), { ok: true, exists: false }],
    ['taken', sysFailure('该值不可用，系统中已存在！'), { ok: true, exists: true }],
    [
      'a server error is not a taken value',
      sysFailure('操作失败，表名不合法'),
      { ok: false, message: '操作失败，表名不合法', presented: false },
    ],
  ])('%s', async (_name, body, answer) => {
    const { api } = apiReplying(() => json(body));
    expect(await api.checkDuplicate(USERNAME, 'zhangsan')).toEqual(answer);
  });

  it('reports an HTTP failure as already shown, and the HTTP layer showed it once', async () => {
    const { api, shown } = apiReplying(() => json(sysFailure('系统繁忙'), 500));
    const answer = await api.checkDuplicate(USERNAME, 'zhangsan');
    expect(answer).toMatchObject({ ok: false, presented: true });
    expect(shown).toHaveLength(1);
  });
});

describe('checkExistence: POST /cap/sys/v1/ValidateExistenceMysql (spec 7.3)', () => {
  const MERCHANT = {
    schemaName: 'cap_cus',
    tableName: 'cus_mast_info',
    fieldCode: 'cus_name',
    fieldName: '商户名称',
  };

  it('sends the target, the value and the session’s entity and tenant', async () => {
    const { api, sent } = apiReplying(() => json(capOk({ cnt: 0 })));
    await api.checkExistence(MERCHANT, '杭州云栖便利店有限公司');
    const request = only(sent);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/admin/cap/sys/v1/ValidateExistenceMysql');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      ...MERCHANT,
      fieldValue: '杭州云栖便利店有限公司',
      idValue: null,
      entityId: 'E0001',
      tenantId: '1001',
    });
    expect(body.context).toMatchObject({ entityId: 'E0001', tenantId: '1001' });
  });

  it('keeps an entity, tenant and record id the caller gives', async () => {
    const { api, sent } = apiReplying(() => json(capOk({ cnt: 0 })));
    await api.checkExistence(
      { ...MERCHANT, idValue: 'C0002', entityId: 'E0009', tenantId: '2002' },
      '杭州云栖便利店有限公司',
    );
    expect(JSON.parse(only(sent).body)).toMatchObject({
      idValue: 'C0002',
      entityId: 'E0009',
      tenantId: '2002',
    });
  });

  it.each([
    ['count 0', capOk({ cnt: 0 }), { ok: true, exists: false }],
    ['count 1', capOk({ cnt: 1 }), { ok: true, exists: true }],
    ['a count sent as text', capOk({ cnt: '3' }), { ok: true, exists: true }],
    [
      'no count',
      capOk({}),
      { ok: false, message: '服务器返回的数据格式不正确，请稍后重试', presented: false },
    ],
    [
      'a refusal',
      capFailure('表不存在'),
      { ok: false, message: expect.stringContaining('表不存在'), presented: false },
    ],
  ])('%s', async (_name, body, answer) => {
    const { api } = apiReplying(() => json(body));
    expect(await api.checkExistence(MERCHANT, '杭州云栖便利店有限公司')).toEqual(answer);
  });

  it('binds to a rule that says 商户名称已存在 for a nonzero count', async () => {
    const { api } = apiReplying(() => json(capOk({ cnt: 1 })));
    const rule = existenceCheckRule(MERCHANT, { api });
    expect(await errorsOf([rule], '杭州云栖便利店有限公司')).toEqual(['商户名称已存在']);
  });
});

describe('checkRule: GET /sys/checkRule/checkByCode (spec 7.3)', () => {
  it('URI-encodes the value once itself, so the wire carries it encoded twice', async () => {
    const { api, sent } = apiReplying(() => json(sysOk()));
    await api.checkRule('merchant_no', 'HT 2026/03#1');
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/checkRule/checkByCode');
    expect(request.url.searchParams.get('ruleCode')).toBe('merchant_no');
    expect(request.url.searchParams.get('value')).toBe('HT%202026%2F03%231');
    expect(request.url.search).toContain('value=HT%25202026%252F03%25231');
  });

  it.each([
    ['a pass', sysOk(), { ok: true }],
    [
      'a refusal with the rule message',
      sysFailure('商户号须以HT开头'),
      { ok: false, message: '商户号须以HT开头', presented: false },
    ],
  ])('%s', async (_name, body, answer) => {
    const { api } = apiReplying(() => json(body));
    expect(await api.checkRule('merchant_no', 'XT2026')).toEqual(answer);
  });

  it('binds to a rule that shows the server message', async () => {
    const { api } = apiReplying(() => json(sysFailure('商户号须以HT开头')));
    expect(await errorsOf([codingRuleCheck('merchant_no', { api })], 'XT2026')).toEqual([
      '商户号须以HT开头',
    ]);
  });
});

describe('duplicateCheckRule', () => {
  it('says {label}已存在 for a taken value and sends nothing for an empty one', async () => {
    const { api, sent } = apiReplying(() => json(sysFailure('该值不可用，系统中已存在！')));
    const rule = duplicateCheckRule({ ...USERNAME, fieldLabel: '用户账号' }, { api });
    expect(await errorsOf([rule], '')).toEqual([]);
    expect(sent).toHaveLength(0);
    expect(await errorsOf([rule], 'admin')).toEqual(['用户账号已存在']);
    expect(sent).toHaveLength(1);
  });
});
