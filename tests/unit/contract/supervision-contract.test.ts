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

// 监管 in the contract (issue 18 D; spec 2.7, 3, 6, 7.1): the five /cap/sup/v1 calls with their
// named examples (chosen by the e2e tests with `Prefer: example=<name>`), the sup_* dictionaries in
// every login reply, the 监管 menu and the sup:export / sup:ack codes in both auth lists.

const CHINESE = /[\u4e00-\u9fa5]/;
const YUAN = /^(0|[1-9]\d*)\.\d{2}$/;
const fen = (yuan: unknown): bigint => BigInt(String(yuan).replace('.', ''));

const DICTIONARIES: Record<string, [string, [string, string][]]> = {
  sup_audience: [
    'CapSupAudienceCode',
    [
      ['01', '平台监管'],
      ['02', '客户监管'],
      ['03', '供应商监管'],
    ],
  ],
  sup_alert_level: [
    'CapSupAlertLevelCode',
    [
      ['01', '提示'],
      ['02', '警告'],
      ['03', '严重'],
    ],
  ],
  sup_alert_kind: [
    'CapSupAlertKindCode',
    [
      ['01', '大额转出'],
      ['02', '频繁交易'],
      ['03', '余额低于监管额度'],
      ['04', '异常时段交易'],
      ['05', '账户冻结'],
    ],
  ],
  sup_alert_status: [
    'CapSupAlertStatusCode',
    [
      ['00', '未处理'],
      ['01', '已确认'],
    ],
  ],
};

const JSON_CALLS = [
  '/cap/sup/v1/SupBalanceInquiry',
  '/cap/sup/v1/SupFlowInquiry',
  '/cap/sup/v1/SupAlertInquiry',
  '/cap/sup/v1/SupAlertAck',
] as const;
const EXPORT = '/cap/sup/v1/SupFlowExport';

/** The named failures: route, example, replyCode, replyText, errorMsg. */
const FAILURES = [
  ['/cap/sup/v1/SupBalanceInquiry', 'subjectRequired', 'E4610', '查询失败', '请先选择监管对象'],
  ['/cap/sup/v1/SupFlowInquiry', 'rangeTooLong', 'E4601', '查询失败', '查询区间不能超过366天'],
  [EXPORT, 'rangeTooLong', 'E4601', '导出失败', '查询区间不能超过366天'],
  [EXPORT, 'exportTooLarge', 'E4602', '导出失败', '导出数据超过50000条，请缩小查询范围'],
  [
    '/cap/sup/v1/SupAlertAck',
    'alreadyAcknowledged',
    'E4603',
    '确认失败',
    '该预警已由周琳于2026-11-24 14:05:12确认',
  ],
] as const;

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const exportExamples = (): Map<string, Node> => {
  const examples = nodeAt(
    postOf('cap.yaml', EXPORT),
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
  );
  return new Map(
    Object.keys(examples).map((name) => {
      const example = examples[name];
      const ref = at(example, '$ref');
      const value =
        typeof ref === 'string'
          ? at(
              contract('common.yaml'),
              'components',
              'examples',
              ref.split('/').pop() ?? '',
              'value',
            )
          : at(example, 'value');
      return [name, value as Node];
    }),
  );
};
const rowsOf = (route: string, name: string): Node[] => {
  const rows = at(examplesOf(route).get(name), 'body', 'listData');
  return Array.isArray(rows) ? (rows as Node[]) : [];
};

describe('the sup dictionaries', () => {
  it.each(Object.keys(DICTIONARIES))(
    '%s is in every login reply and the refreshed cache, and is the enum of its schema',
    (code) => {
      const [schema, pairs] = DICTIONARIES[code] ?? ['', []];
      const logins = loginDictionaries();
      expect(logins).toHaveLength(5);
      for (const [where, dictionaries] of logins)
        expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
      const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
      const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
      expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
      expect(at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum')).toEqual(
        pairs.map(([value]) => value),
      );
    },
  );
});

describe('the calls of 监管', () => {
  it.each(JSON_CALLS)(
    '%s is a POST extension carrying the audience; first example a success, with failure and expiredToken',
    (route) => {
      const operation = postOf('cap.yaml', route);
      expect(operation?.['x-company-extension']).toBe(true);
      expect(String(operation?.description ?? '').length).toBeGreaterThan(40);
      const examples = examplesOf(route);
      const [first] = examples.values();
      expect(at(first, 'status', 'success')).toBe(true);
      expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
      expect(at(examples.get('expiredToken'), 'status', 'errorMsg')).toContain(
        'Access token has expired',
      );
      const request = String(
        at(operation, 'requestBody', 'content', 'application/json', 'schema', '$ref'),
      )
        .split('/')
        .pop();
      const parts = at(contract('cap.yaml'), 'components', 'schemas', request ?? '', 'allOf');
      expect(JSON.stringify(parts)).toContain('#/components/schemas/CapSupScope');
    },
  );

  it('the scope requires the audience; the flow filters require the date range', () => {
    const schemas = nodeAt(contract('cap.yaml'), 'components', 'schemas');
    expect(at(schemas, 'CapSupScope', 'required')).toEqual(['audience']);
    expect(at(schemas, 'CapSupFlowFilters', 'required')).toEqual(['beginDate', 'endDate']);
    expect(at(schemas, 'CapSupAlertAckRequest', 'allOf', 2, 'required')).toEqual(['alertNo']);
  });

  it('the export takes the flow filters and answers a workbook, or a refusal as JSON', () => {
    const operation = postOf('cap.yaml', EXPORT);
    expect(operation?.['x-company-extension']).toBe(true);
    expect(at(operation, 'requestBody', 'content', 'application/json', 'schema', '$ref')).toBe(
      '#/components/schemas/CapSupFlowInquiryRequest',
    );
    expect(Object.keys(nodeAt(operation, 'responses', '200', 'content'))).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/json',
    ]);
    const refusals = exportExamples();
    expect([...refusals.keys()]).toEqual([
      'rangeTooLong',
      'exportTooLarge',
      'failure',
      'expiredToken',
    ]);
    for (const [name, reply] of refusals) expect(at(reply, 'status', 'success'), name).toBe(false);
  });

  it.each(FAILURES)('%s %s: %s %s:%s', (route, name, code, text, detail) => {
    const reply = route === EXPORT ? exportExamples().get(name) : examplesOf(route).get(name);
    expect(at(reply, 'status')).toEqual({
      success: false,
      replyCode: code,
      replyText: text,
      errorMsg: detail,
    });
    expect(at(reply, 'body')).toBeNull();
  });

  it('balances: available = balance − frozen, and the totals are the exact sums of their rows', () => {
    for (const name of ['success', 'customer', 'supplier']) {
      const rows = rowsOf('/cap/sup/v1/SupBalanceInquiry', name);
      expect(rows.length, name).toBeGreaterThan(1);
      const totals = at(examplesOf('/cap/sup/v1/SupBalanceInquiry').get(name), 'body', 'totals');
      for (const field of ['balance', 'frozenAmt', 'availableAmt', 'supervisedLimit']) {
        for (const row of rows) expect(at(row, field), `${name} ${field}`).toMatch(YUAN);
        const sum = rows.reduce((total, row) => total + fen(at(row, field)), 0n);
        expect(fen(at(totals, field)), `${name} ${field}`).toBe(sum);
      }
      for (const row of rows) {
        expect(fen(at(row, 'availableAmt'))).toBe(
          fen(at(row, 'balance')) - fen(at(row, 'frozenAmt')),
        );
      }
      const below = rows.filter((row) => fen(at(row, 'balance')) < fen(at(row, 'supervisedLimit')));
      expect(at(totals, 'acctCount')).toBe(rows.length);
      expect(at(totals, 'belowLimitCount'), name).toBe(below.length);
      expect(below.length, name).toBeGreaterThan(0);
    }
  });

  it('the customer and supplier examples hold only their subject’s accounts', () => {
    const owners = rowsOf('/cap/sup/v1/SupBalanceInquiry', 'customer').map((row) => row.ownerCode);
    expect(new Set(owners)).toEqual(new Set(['C202611000123']));
    const channels = rowsOf('/cap/sup/v1/SupBalanceInquiry', 'supplier').map((row) => row.channel);
    expect(new Set(channels)).toEqual(new Set(['ICBC']));
  });

  it('flows: both directions, amounts in yuan, counterparties masked when bank cards', () => {
    const flows = rowsOf('/cap/sup/v1/SupFlowInquiry', 'success');
    expect(new Set(flows.map((flow) => flow.direction))).toEqual(new Set(['C', 'D']));
    for (const flow of flows) {
      expect(at(flow, 'amount')).toMatch(YUAN);
      expect(at(flow, 'balanceAfter')).toMatch(YUAN);
      const card = at(flow, 'counterpartyAcctNo');
      if (typeof card === 'string' && card.includes(' '))
        expect(card).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    }
  });

  it.each([
    ['alertStatus00', '00'],
    ['alertStatus01', '01'],
  ])(
    '%s holds an alert in status %s; an acknowledged one says who, when and why',
    (name, status) => {
      const [alert] = rowsOf('/cap/sup/v1/SupAlertInquiry', name);
      expect(at(alert, 'alertStatus')).toBe(status);
      if (status === '01') {
        expect(at(alert, 'ackUser')).toMatch(CHINESE);
        expect(at(alert, 'ackTime')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(at(alert, 'ackRemark')).toMatch(CHINESE);
      } else expect(at(alert, 'ackUser')).toBeNull();
    },
  );

  it('the acknowledged reply is the first open alert of the list, now 已确认 by the demo user', () => {
    const [first] = rowsOf('/cap/sup/v1/SupAlertInquiry', 'success');
    const acknowledged = at(examplesOf('/cap/sup/v1/SupAlertAck').get('success'), 'body');
    expect(at(first, 'alertStatus')).toBe('00');
    expect(at(acknowledged, 'alertNo')).toBe(at(first, 'alertNo'));
    expect(at(acknowledged, 'alertStatus')).toBe('01');
    expect(at(acknowledged, 'ackUser')).toBe('系统管理员');
  });
});

describe('the 监管 menu and its button codes (spec 6)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const sup = (resource.menu as Node[]).find((item) => item.path === '/sup');

  it('监管 is a top-level menu of three views', () => {
    expect(at(sup, 'meta', 'title')).toBe('监管');
    expect(at(sup, 'component')).toBe('layouts/RouteView');
    const children = (sup?.children ?? []) as Node[];
    expect(
      children.map((child) => [child.path, child.component, at(child, 'meta', 'title')]),
    ).toEqual([
      ['/sup/bossView', 'supervision/BossView', '平台监管'],
      ['/sup/customerView', 'supervision/CustomerView', '客户监管'],
      ['/sup/supplierView', 'supervision/SupplierView', '供应商监管'],
    ]);
  });

  it.each(['sup:export', 'sup:ack'])(
    '%s is listed once in the user’s and once in all the auth lists',
    (code) => {
      const actions = (list: unknown) =>
        Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
      expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
      expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
    },
  );
});
