import { describe, expect, it } from 'vitest';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
  type Node,
} from './openapi-doc';

// The customer area of the contract (issue 16; spec 3, 7.1, 7.7; shared/design/business-domain.md):
// the code sets the mock's dictionaries serve, the twelve spec 7.7 calls and the named examples the
// Prism demo and the e2e tests ask for with `Prefer: example=<name>`.

/** The code sets both the contract and the console use (briefs/s4/codes.md), value → text. */
const CODE_SETS: Record<string, [string, string][]> = {
  cus_type: [
    ['01', '企业'],
    ['02', '个体工商户'],
    ['03', '个人'],
  ],
  cus_cert_type: [
    ['01', '统一社会信用代码'],
    ['02', '居民身份证'],
    ['03', '营业执照注册号'],
    ['04', '护照'],
  ],
  cus_status: [
    ['00', '草稿'],
    ['01', '待审核'],
    ['02', '已生效'],
    ['03', '已驳回'],
    ['04', '已停用'],
  ],
  cus_material_type: [
    ['01', '营业执照'],
    ['02', '法人身份证人像面'],
    ['03', '法人身份证国徽面'],
    ['04', '开户许可证'],
    ['05', '门头照'],
    ['06', '经营场所照'],
    ['07', '授权书'],
    ['99', '其他'],
  ],
  cus_material_status: [
    ['0', '待审核'],
    ['1', '已通过'],
    ['2', '已驳回'],
  ],
  cus_channel: [
    ['UNIONPAY', '银联'],
    ['NUCC', '网联'],
    ['ICBC', '工商银行'],
    ['CCB', '建设银行'],
  ],
  cus_product: [
    ['QR_PAY', '扫码支付'],
    ['POS_PAY', '银行卡收单'],
    ['AGENT_PAY', '代付'],
    ['QUICK_PAY', '快捷支付'],
  ],
  cus_fee_mode: [
    ['01', '按笔固定'],
    ['02', '按比例'],
    ['03', '阶梯'],
  ],
  cus_innet_status: [
    ['00', '待提交'],
    ['01', '审核中'],
    ['02', '待签约'],
    ['03', '待短信确认'],
    ['04', '待打款验证'],
    ['05', '已开户'],
    ['08', '失败'],
    ['09', '已驳回'],
  ],
  cus_settle_acct_type: [
    ['1', '对公'],
    ['2', '对私'],
  ],
  agent: [
    ['AG001', '杭州西湖代理'],
    ['AG002', '上海浦东代理'],
    ['AG003', '深圳南山代理'],
  ],
};

/** The schema of cap.yaml whose enum is each code set (what openapi-typescript turns into unions). */
const ENUM_SCHEMAS: Record<string, string> = {
  cus_type: 'CapCusTypeCode',
  cus_cert_type: 'CapCusCertTypeCode',
  cus_status: 'CapCusStatusCode',
  cus_material_type: 'CapCusMaterialTypeCode',
  cus_material_status: 'CapCusMaterialStatusCode',
  cus_channel: 'CapCusChannelCode',
  cus_product: 'CapCusProductCode',
  cus_fee_mode: 'CapCusFeeModeCode',
  cus_innet_status: 'CapCusInnetStatusCode',
  cus_settle_acct_type: 'CapCusSettleAcctTypeCode',
};

/** Spec 7.7, path and version exactly. */
const SPEC_7_7 = [
  '/cap/cus/v2/CusMastInfoInquiry',
  '/cap/cus/v1/CusMaterialInquiry',
  '/cap/cus/v1/CusMaterialAddtion',
  '/cap/cus/v1/CusMaterialUpdating',
  '/cap/cus/v1/CusChannelInnet',
  '/cap/cus/v1/CusChannelInnetSign',
  '/cap/cus/v2/CusConfigFee',
  '/cap/cus/v2/CusChannelInnetOpen',
  '/cap/cus/v2/CusChannelInnetPayConfirm',
  '/cap/cus/v2/CusSetOpPwd',
  '/cap/cus/v2/CusChannelInnetSmsApply',
  '/cap/cus/v2/CusChannelInnetSmsConfirm',
];

const EXTENSIONS = [
  '/cap/cus/v2/CusMastInfoAddtion',
  '/cap/cus/v2/CusMastInfoUpdating',
  '/cap/cus/v2/CusStatusModify',
  '/cap/cus/v2/CusCertNoCheck',
  '/cap/cus/v1/CusChannelInnetInquiry',
  '/cap/cus/v1/CusChannelFormInquiry',
  '/cap/cus/v2/CusConfigFeeInquiry',
];

/** Failures a user can meet, by call and example name, with what the reply must say. */
const USER_FAILURES: [string, string, string][] = [
  ['/cap/cus/v2/CusChannelInnetSmsConfirm', 'wrongSmsCode', '短信验证码错误'],
  ['/cap/cus/v2/CusChannelInnetSmsConfirm', 'smsExpired', '短信验证码已过期'],
  ['/cap/cus/v2/CusChannelInnetPayConfirm', 'wrongAmount', '打款金额不正确'],
  ['/cap/cus/v2/CusChannelInnetPayConfirm', 'attemptsExhausted', '进件失败'],
  ['/cap/cus/v1/CusChannelInnet', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v1/CusChannelInnetSign', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v2/CusChannelInnetSmsApply', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v2/CusChannelInnetSmsConfirm', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v2/CusChannelInnetPayConfirm', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v2/CusChannelInnetOpen', 'channelBusy', '渠道系统繁忙，请稍后重试'],
  ['/cap/cus/v2/CusMastInfoAddtion', 'certNoUsed', '证件号码已被客户'],
  ['/cap/cus/v2/CusMastInfoUpdating', 'certNoUsed', '证件号码已被客户'],
  ['/cap/cus/v2/CusConfigFee', 'splitOver100', '分账比例合计不能超过100%'],
  ['/cap/cus/v1/CusMaterialUpdating', 'rejectWithoutRemark', '驳回原因'],
  ['/cap/cus/v2/CusStatusModify', 'reasonRequired', '原因'],
];

const CHINESE = /[\u4e00-\u9fa5]/;

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

const customerRoutes = (): string[] =>
  Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
    route.startsWith('/cap/cus/'),
  );

describe('the mock serves the customer dictionaries (codes.md, business-domain.md)', () => {
  const logins = loginDictionaries();

  it('finds the login replies that carry sysAllDictItems', () => {
    // /sys/login (success, multiTenant, multiDepart, multiGroup) and /sys/phoneLogin; a third-party
    // login carries none (JeecgBoot 3.4.3 answers only token and userInfo there).
    expect(logins.map(([where]) => where)).toHaveLength(5);
  });

  it.each(Object.keys(CODE_SETS))(
    '%s has exactly its values and texts in every login reply',
    (code) => {
      for (const [where, dictionaries] of logins) {
        expect(dictionaryPairs(dictionaries, code), where).toEqual(CODE_SETS[code]);
      }
    },
  );

  it('a refreshed cache (queryAllDictItems) holds the same code sets', () => {
    const operation = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', operation)[0] ?? [];
    const all = nodeAt(success, 'result');
    for (const [code, pairs] of Object.entries(CODE_SETS)) {
      expect(dictionaryPairs(all, code), code).toEqual(pairs);
    }
  });

  it.each(Object.entries(ENUM_SCHEMAS))(
    'the contract codes %s as the enum of %s',
    (code, schema) => {
      const values = at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum');
      expect(values).toEqual(CODE_SETS[code]?.map(([value]) => value));
    },
  );
});

describe('the twelve spec 7.7 calls and the extensions the pages need', () => {
  it.each(SPEC_7_7)('%s is a POST at its spec version', (route) => {
    expect(postOf('cap.yaml', route)).toBeDefined();
    expect(Object.keys(nodeAt(contract('cap.yaml'), 'paths', route))).toEqual(['post']);
  });

  it.each(EXTENSIONS)('%s is a POST marked x-company-extension, with a description', (route) => {
    const operation = postOf('cap.yaml', route);
    expect(operation?.['x-company-extension']).toBe(true);
    expect(String(operation?.description ?? '').length).toBeGreaterThan(40);
  });

  it.each([...SPEC_7_7, ...EXTENSIONS])(
    '%s answers its demo walk by default: the first example is a success',
    (route) => {
      const [first] = examplesOf(route).values();
      expect(at(first, 'status', 'success')).toBe(true);
    },
  );
});

describe('named examples for every status and every failure (Prefer: example=<name>)', () => {
  it.each(CODE_SETS.cus_status ?? [])('customer status %s (%s): cusStatus<code>', (code) => {
    const reply = examplesOf('/cap/cus/v2/CusMastInfoInquiry').get(`cusStatus${code}`);
    expect(at(reply, 'body', 'listData', 0, 'cusStatus')).toBe(code);
  });

  it('a rejected or disabled customer carries its reason', () => {
    const examples = examplesOf('/cap/cus/v2/CusMastInfoInquiry');
    for (const name of ['cusStatus03', 'cusStatus04']) {
      expect(at(examples.get(name), 'body', 'listData', 0, 'statusReason')).toMatch(CHINESE);
    }
  });

  it.each(CODE_SETS.cus_innet_status ?? [])(
    'onboarding status %s (%s): innetStatus<code>',
    (code) => {
      const reply = examplesOf('/cap/cus/v1/CusChannelInnetInquiry').get(`innetStatus${code}`);
      const record = at(reply, 'body', 'listData', 0);
      expect(at(record, 'innetStatus')).toBe(code);
      if (code === '08' || code === '09') expect(at(record, 'statusReason')).toMatch(CHINESE);
      if (code === '05') expect(at(record, 'subAcctNo')).toMatch(/^\d+$/);
    },
  );

  it('a rejected material carries its reason (materialRejected)', () => {
    for (const route of ['/cap/cus/v1/CusMaterialInquiry', '/cap/cus/v1/CusMaterialUpdating']) {
      const rows = at(examplesOf(route).get('materialRejected'), 'body', 'listData');
      const rejected = Array.isArray(rows)
        ? rows.filter((row) => at(row, 'auditStatus') === '2')
        : [];
      expect(rejected, route).toHaveLength(1);
      expect(at(rejected[0], 'auditRemark'), route).toMatch(CHINESE);
    }
  });

  it.each(USER_FAILURES)('%s %s: success false, says %s in Chinese', (route, name, text) => {
    const reply = examplesOf(route).get(name);
    expect(at(reply, 'status', 'success')).toBe(false);
    expect(at(reply, 'status', 'replyText')).toMatch(CHINESE);
    const said = `${String(at(reply, 'status', 'replyText'))} ${String(at(reply, 'status', 'errorMsg'))}`;
    expect(said).toContain(text);
    expect(at(reply, 'body')).toBeNull();
  });

  it('every failure example of the customer calls has a Chinese replyText', () => {
    const failures = customerRoutes().flatMap((route) =>
      [...examplesOf(route)].filter(([, reply]) => at(reply, 'status', 'success') === false),
    );
    expect(failures.length).toBeGreaterThan(USER_FAILURES.length);
    for (const [name, reply] of failures) {
      expect(at(reply, 'status', 'replyText'), name).toMatch(CHINESE);
    }
  });

  it('each channel has its own onboarding form, of the kinds one form renders', () => {
    const examples = examplesOf('/cap/cus/v1/CusChannelFormInquiry');
    const kinds = at(
      contract('cap.yaml'),
      'components',
      'schemas',
      'CapCusChannelFormFieldKind',
      'enum',
    );
    const [, dictionaries] = loginDictionaries()[0] ?? [];
    const fieldLists = (CODE_SETS.cus_channel ?? []).map(([channel]) => {
      const body = at(examples.get(`channel${channel}`), 'body');
      expect(at(body, 'channelCode')).toBe(channel);
      const fields = at(body, 'fields');
      if (!Array.isArray(fields)) throw new Error(`no fields for ${channel}`);
      for (const field of fields) {
        expect(kinds).toContain(at(field, 'kind'));
        const dictCode = at(field, 'dictCode');
        if (dictCode !== undefined) expect(dictionaries?.[String(dictCode)], channel).toBeDefined();
      }
      return fields.map((field) => at(field, 'field')).join(',');
    });
    expect(new Set(fieldLists).size).toBe(4);
  });
});
