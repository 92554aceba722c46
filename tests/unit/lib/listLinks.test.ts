import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  isIsoDate,
  linkedFields,
  listHref,
  listNameOfPath,
  readListQuery,
  type ListFilters,
  type ListName,
} from '../../../src/lib/listLinks';
import { tabKeyOf } from '../../../src/lib/tabs';

describe('listHref', () => {
  it.each<[ListName, ListFilters<ListName>, string]>([
    [
      'customers',
      { status: '02', agentCode: 'AG001' },
      '/cus/cusMastInfoList?status=02&agentCode=AG001',
    ],
    ['customers', {}, '/cus/cusMastInfoList'],
    ['innet', { status: '01' }, '/cus/cusChannelInnetList?status=01'],
    ['txnAudit', { txnStatus: '00' }, '/acct/txnAuditList?txnStatus=00'],
    [
      'txnAudit',
      { endDate: '2026-11-27', txnType: '04', beginDate: '2026-11-01', txnStatus: '02' },
      '/acct/txnAuditList?txnStatus=02&txnType=04&beginDate=2026-11-01&endDate=2026-11-27',
    ],
    ['batchPayAudit', { batchStatus: '01' }, '/merchant/batchPayAuditList?batchStatus=01'],
    ['adjust', { adjustStatus: '00' }, '/accounting/adjustList?adjustStatus=00'],
    ['invoice', { invoiceStatus: '0' }, '/accounting/invoiceList?invoiceStatus=0'],
    [
      'accounts',
      { acctType: '01', cusCode: 'C202611000123' },
      '/acct/acctInfoList?acctType=01&cusCode=C202611000123',
    ],
  ])('%s %j → %s', (name, filters, href) => {
    expect(listHref(name, filters)).toBe(href);
  });

  it.each<[ListName, ListFilters<ListName>, string]>([
    ['txnAudit', { txnStatus: '' }, '/acct/txnAuditList'],
    ['txnAudit', { txnStatus: '99' }, '/acct/txnAuditList'],
    ['customers', { agentCode: 'AG 001&x=1' }, '/cus/cusMastInfoList'],
    ['txnAudit', { beginDate: '2026-11-30', endDate: '2026-11-01' }, '/acct/txnAuditList'],
  ])('leaves out what the list would not accept: %s %j', (name, filters, href) => {
    expect(listHref(name, filters)).toBe(href);
  });

  it('rejects an unknown list or filter key at compile time', () => {
    // @ts-expect-error: no list of that name
    expect(() => listHref('nope', {})).toThrow();
    // @ts-expect-error: 交易复核 has no status key (it is txnStatus)
    expect(listHref('txnAudit', { status: '00' })).toBe('/acct/txnAuditList');
  });
});

describe('readListQuery', () => {
  it.each<[ListName, string, ListFilters<ListName>]>([
    ['txnAudit', '?txnStatus=00', { txnStatus: '00' }],
    ['txnAudit', 'txnStatus=00', { txnStatus: '00' }],
    ['txnAudit', '', {}],
    ['txnAudit', '?txnStatus=00&foo=bar&status=01', { txnStatus: '00' }],
    ['txnAudit', '?txnStatus=%2000%20', { txnStatus: '00' }],
    ['txnAudit', '?txnStatus=0', {}],
    ['txnAudit', '?txnType=03&beginDate=2026-11-01', { txnType: '03', beginDate: '2026-11-01' }],
    ['txnAudit', '?beginDate=2026-02-30', {}],
    ['txnAudit', '?endDate=2026-11-1', {}],
    ['txnAudit', '?beginDate=20261101', {}],
    [
      'txnAudit',
      '?beginDate=2026-11-05&endDate=2026-11-05',
      { beginDate: '2026-11-05', endDate: '2026-11-05' },
    ],
    ['txnAudit', '?beginDate=2026-11-06&endDate=2026-11-05', {}],
    ['customers', '?status=04&agentCode=AG002', { status: '04', agentCode: 'AG002' }],
    ['customers', '?status=07', {}],
    ['customers', '?agentCode=%3Cscript%3E', {}],
    ['customers', `?agentCode=${'A'.repeat(33)}`, {}],
    ['customers', '?cusStatus=02', {}],
    ['innet', '?status=05', { status: '05' }],
    ['innet', '?status=06', {}],
    ['batchPayAudit', '?batchStatus=01', { batchStatus: '01' }],
    ['batchPayAudit', '?batchStatus=07', {}],
    ['adjust', '?adjustStatus=02', { adjustStatus: '02' }],
    ['adjust', '?adjustStatus=01', {}],
    ['invoice', '?invoiceStatus=2', { invoiceStatus: '2' }],
    ['invoice', '?invoiceStatus=3', {}],
    [
      'accounts',
      '?acctType=04&cusCode=C202611000123',
      { acctType: '04', cusCode: 'C202611000123' },
    ],
    ['accounts', '?acctType=05&cusCode=', {}],
  ])('%s %s → %j', (name, search, filters) => {
    expect(readListQuery(name, search)).toEqual(filters);
  });

  it('reads back what listHref wrote', () => {
    const href = listHref('accounts', { acctType: '02', cusCode: 'C202611000123' });
    expect(readListQuery('accounts', href.slice(href.indexOf('?')))).toEqual({
      acctType: '02',
      cusCode: 'C202611000123',
    });
  });
});

describe('the page fields a link fills', () => {
  it.each<[ListName, string, Record<string, string>]>([
    ['customers', '?status=02&agentCode=AG001', { cusStatus: '02', agentCode: 'AG001' }],
    ['innet', '?status=01', { innetStatus: '01' }],
    [
      'txnAudit',
      '?txnStatus=00&txnType=04&beginDate=2026-11-01&endDate=2026-11-27',
      { txnStatus: '00', txnType: '04', beginDate: '2026-11-01', endDate: '2026-11-27' },
    ],
    ['batchPayAudit', '?batchStatus=03', { batchStatus: '03' }],
    ['adjust', '?adjustStatus=00', { adjustStatus: '00' }],
    ['invoice', '?invoiceStatus=1', { invoiceStatus: '1' }],
    ['accounts', '?acctType=01&cusCode=C1', { acctType: '01', cusCode: 'C1' }],
    ['accounts', '?foo=1', {}],
  ])('%s %s → %j', (name, search, fields) => {
    expect(linkedFields(name, search)).toEqual(fields);
  });

  it('names the fields by the page (客户信息 status is cusStatus)', () => {
    const fields = fieldsOf('customers', { status: '02' });
    expect(fields.cusStatus).toBe('02');
    expect(fields).not.toHaveProperty('status');
  });
});

describe('listNameOfPath', () => {
  it.each([
    ['/acct/txnAuditList', 'txnAudit'],
    ['/merchant/batchPayAuditList', 'batchPayAudit'],
    ['/cus/cusMastInfoList', 'customers'],
    ['/acct/txnAuditList/', undefined],
    ['/acct/transferList', undefined],
    ['/Home', undefined],
  ])('%s → %s', (path, name) => {
    expect(listNameOfPath(path)).toBe(name);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-11-31', false],
    ['2026-1-01', false],
    ['2026-11-27T00:00', false],
    [' 2026-11-27', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('tabKeyOf (one tab per filtered list, issue 18 item 4)', () => {
  it.each([
    ['/acct/txnAuditList', '?txnStatus=00', '/acct/txnAuditList'],
    ['/acct/txnAuditList', '', '/acct/txnAuditList'],
    ['/acct/acctInfoList', '?acctType=01', '/acct/acctInfoList'],
    ['/cus/material', '?cusCode=C1', '/cus/material?cusCode=C1'],
    ['/Home', '', '/Home'],
  ])('%s%s → %s', (pathname, search, key) => {
    expect(tabKeyOf(pathname, search)).toBe(key);
  });
});
