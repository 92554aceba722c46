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

import {
  BUTTONS,
  CODE_SETS,
  FAILURE_CALLS,
  FAILURES,
  JSON_CALLS,
  MENU,
  MONEY_MOVEMENT,
  STATUS_MACHINES,
  pairsOf,
} from './account-codes17';

// The account, money-movement and accounting area of the contract (issue 17; spec 3, 7.1, 7.2, 9;
// shared/design/business-domain.md "Accounts and money movement"): the code sets of codes17 in the
// mock's dictionaries, the calls of the acct, txn and bill domains and the named examples the Prism
// demo and the e2e tests ask for with `Prefer: example=<name>`.

const CHINESE = /[\u4e00-\u9fa5]/;
const YUAN = /^(0|[1-9]\d*)\.\d{2}$/;
const AMOUNT_FIELDS = new Set([
  'amount',
  'balance',
  'frozenAmt',
  'availableAmt',
  'balanceAfter',
  'fee',
  'refundableAmt',
  'totalAmount',
  'successAmount',
  'failAmount',
  'amountExTax',
  'taxAmount',
]);

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowOf = (route: string, name: string): unknown =>
  at(examplesOf(route).get(name), 'body', 'listData', 0);
const fen = (yuan: unknown): bigint => BigInt(String(yuan).replace('.', ''));

/** Every [field, value] pair below a node, depth first. */
function fields(node: unknown): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap(fields);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] => [
    [key, value],
    ...fields(value),
  ]);
}

describe('the mock serves the codes17 dictionaries', () => {
  it.each(Object.keys(CODE_SETS))(
    '%s has exactly its values and texts in every login reply and the refreshed cache',
    (code) => {
      const logins = loginDictionaries();
      expect(logins).toHaveLength(5);
      for (const [where, dictionaries] of logins)
        expect(dictionaryPairs(dictionaries, code), where).toEqual(pairsOf(code));
      const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
      const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
      expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairsOf(code));
    },
  );

  it.each(Object.entries(CODE_SETS))(
    'the contract codes %s as the enum of its schema',
    (_code, [schema, pairs]) => {
      expect(at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum')).toEqual(
        pairs.map(([value]) => value),
      );
    },
  );
});

describe('the calls of issue 17', () => {
  it.each(JSON_CALLS)(
    '%s is a POST extension whose first example is a success, with failure and expiredToken',
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
    },
  );

  it.each(MONEY_MOVEMENT)(
    '%s requires the operation password opPsw and creates a pending record',
    (route) => {
      const schema = at(
        postOf('cap.yaml', route),
        'requestBody',
        'content',
        'application/json',
        'schema',
        '$ref',
      );
      const name = String(schema).split('/').pop() ?? '';
      expect(
        at(contract('cap.yaml'), 'components', 'schemas', name, 'allOf', 1, 'required'),
      ).toContain('opPsw');
      const body = at(examplesOf(route).get('success'), 'body');
      expect(at(body, 'txnStatus') ?? at(body, 'adjustStatus') ?? at(body, 'batchStatus')).toMatch(
        /^0[01]$/,
      );
    },
  );

  it('the ledger export answers an Excel file and the batch upload takes a multipart Excel file', () => {
    const exported = at(
      postOf('cap.yaml', '/cap/acct/v1/AcctLedgerExport'),
      'responses',
      '200',
      'content',
    );
    expect(Object.keys(exported as Node)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const upload = postOf('cap.yaml', '/cap/txn/v1/BatchPayUpload');
    expect(Object.keys(nodeAt(upload, 'requestBody', 'content'))).toEqual(['multipart/form-data']);
    expect(at(replyExamples('cap.yaml', upload)[0]?.[1], 'body', 'batchStatus')).toBe('00');
  });

  it('the receipt is a PDF shown through the spec 7.1 PDF preview', () => {
    const receipt = postOf('cap.yaml', '/cap/txn/v1/TxnReceipt');
    expect(String(receipt?.description)).toContain('/sys/common/pdf/pdfPreviewIframe');
    expect(at(examplesOf('/cap/txn/v1/TxnReceipt').get('success'), 'body', 'filePath')).toMatch(
      /\.pdf$/,
    );
  });

  it('every amount in every example is a yuan string with two places, and available = balance − frozen', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
      /^\/cap\/(acct|txn|bill)\//.test(route),
    );
    const amounts = routes
      .flatMap((route) => [...examplesOf(route).values()].flatMap(fields))
      .filter(([key, value]) => AMOUNT_FIELDS.has(key) && value !== null);
    expect(amounts.length).toBeGreaterThan(100);
    for (const [key, value] of amounts) expect(value, key).toMatch(YUAN);
    const accounts = at(
      examplesOf('/cap/acct/v1/AcctInfoInquiry').get('success'),
      'body',
      'listData',
    );
    for (const account of Array.isArray(accounts) ? accounts : []) {
      expect(fen(at(account, 'availableAmt'))).toBe(
        fen(at(account, 'balance')) - fen(at(account, 'frozenAmt')),
      );
    }
  });

  it('each ledger line’s balance follows from the older line and its amount', () => {
    const lines = at(
      examplesOf('/cap/acct/v1/AcctLedgerInquiry').get('success'),
      'body',
      'listData',
    );
    if (!Array.isArray(lines)) throw new Error('no ledger lines');
    lines.slice(0, -1).forEach((line, index) => {
      const signed = (at(line, 'direction') === 'C' ? 1n : -1n) * fen(at(line, 'amount'));
      expect(fen(at(line, 'balanceAfter')), String(at(line, 'ledgerNo'))).toBe(
        fen(at(lines[index + 1], 'balanceAfter')) + signed,
      );
    });
  });
});

describe('named examples for every status and every failure (Prefer: example=<name>)', () => {
  const statusCases = STATUS_MACHINES.flatMap(([route, field, code, prefix]) =>
    pairsOf(code).map(([value, text]) => [route, field, `${prefix}${value}`, value, text] as const),
  );

  it.each(statusCases)('%s %s: %s holds a record in %s (%s)', (route, field, name, value) => {
    expect(at(rowOf(route, name), field)).toBe(value);
  });

  it('a rejected, failed or closed record says why in Chinese', () => {
    expect(at(rowOf('/cap/txn/v1/TxnInquiry', 'txnStatus04'), 'auditRemark')).toMatch(CHINESE);
    expect(at(rowOf('/cap/txn/v1/TxnInquiry', 'txnStatus03'), 'failReason')).toMatch(CHINESE);
    expect(at(rowOf('/cap/txn/v1/BatchPayInquiry', 'batchStatus05'), 'auditRemark')).toMatch(
      CHINESE,
    );
    expect(at(rowOf('/cap/txn/v1/BatchPayItemInquiry', 'itemStatus2'), 'failReason')).toMatch(
      CHINESE,
    );
    expect(at(rowOf('/cap/bill/v1/AdjustInquiry', 'adjustStatus04'), 'auditRemark')).toMatch(
      CHINESE,
    );
    expect(at(rowOf('/cap/bill/v1/InvoiceInquiry', 'invoiceStatus2'), 'voidReason')).toMatch(
      CHINESE,
    );
    for (const status of ['1', '2', '3', '9']) {
      expect(
        at(rowOf('/cap/acct/v1/AcctInfoInquiry', `acctStatus${status}`), 'statusReason'),
      ).toMatch(CHINESE);
    }
  });

  it('the pending transaction of another operator and the demo user’s own are both there', () => {
    expect(at(rowOf('/cap/txn/v1/TxnInquiry', 'txnStatus00'), 'submitter')).not.toBe('admin');
    expect(at(rowOf('/cap/txn/v1/TxnInquiry', 'txnStatus00Own'), 'submitter')).toBe('admin');
    expect(at(rowOf('/cap/txn/v1/TxnInquiry', 'txnStatus02'), 'receiptNo')).toBeTruthy();
  });

  it('a made invoice has its number, code and PDF', () => {
    const made = rowOf('/cap/bill/v1/InvoiceInquiry', 'invoiceStatus1');
    expect(at(made, 'invoiceNo')).toMatch(/^\d+$/);
    expect(at(made, 'invoiceCode')).toMatch(/^\d+$/);
    expect(at(made, 'filePath')).toMatch(/\.pdf$/);
  });

  it.each(FAILURE_CALLS)('%s %s: success false with the codes17 code and text', (route, name) => {
    const reply = examplesOf(route).get(name);
    const [code, text] = FAILURES[name] ?? [];
    expect(at(reply, 'status', 'success')).toBe(false);
    expect(at(reply, 'status', 'replyCode')).toBe(code);
    expect(at(reply, 'status', 'replyText')).toBe(text);
    expect(at(reply, 'status', 'errorMsg')).toMatch(CHINESE);
    expect(at(reply, 'body')).toBeNull();
  });

  it('every failure example of these calls has a Chinese replyText, and a codes17 name always its code', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
      /^\/cap\/(acct|txn|bill)\//.test(route),
    );
    expect(routes).toHaveLength(JSON_CALLS.length + 2);
    for (const route of routes) {
      for (const [name, reply] of examplesOf(route)) {
        if (at(reply, 'status', 'success') !== false) continue;
        expect(at(reply, 'status', 'replyText'), `${route} ${name}`).toMatch(CHINESE);
        const known = FAILURES[name];
        if (known) expect(at(reply, 'status', 'replyCode'), `${route} ${name}`).toBe(known[0]);
      }
    }
  });
});

describe('the demo menu and button codes (codes17 "Menu", spec 6)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const entries = (items: unknown): Node[] =>
    Array.isArray(items) ? items.flatMap((item: Node) => [item, ...entries(item.children)]) : [];
  const menu = entries(resource.menu);

  it.each(MENU)('%s is in the menu as %s', (component, title) => {
    const entry = menu.find((item) => item.component === component);
    expect(at(entry, 'meta', 'title')).toBe(title);
    expect(entry?.hidden).toBeUndefined();
  });

  it('the account detail is a hidden route under /acct', () => {
    const detail = menu.find((item) => item.component === 'account/AcctInfoDetail');
    expect(detail?.path).toBe('/acct/acctInfoDetail/:acctNo');
    expect(detail?.hidden).toBe(true);
    expect(at(detail, 'meta', 'title')).toBe('账户详情');
  });

  it('the account pages sit in 账户管理 and the accounting pages in 账务管理', () => {
    const groupOf = (title: string) =>
      entries(resource.menu).find(
        (item) => at(item, 'meta', 'title') === title && Array.isArray(item.children),
      );
    const components = (group: Node | undefined) =>
      entries(group?.children).map((item) => String(item.component));
    expect(components(groupOf('账户管理'))).toEqual([
      'account/AcctInfoList',
      'account/TxnAuditList',
      'account/BatchPayList',
      'account/AcctInfoDetail',
    ]);
    expect(
      components(groupOf('账务管理')).filter((component) => component.startsWith('accounting/')),
    ).toHaveLength(4);
  });

  it.each(BUTTONS)('%s is listed once in the user’s and once in all the auth lists', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });
});
