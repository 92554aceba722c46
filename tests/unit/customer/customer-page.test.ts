/**
 * The pure parts of the 客户信息 page (issue 16): the search filters, the saved fields of the form,
 * the row actions per status and code, and the typed /cap list read.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filledFilters, readCapList, type ServicePost } from '../../../providers/cap-list';
import type { Normalised, ServicePage } from '../../../providers/http';
import { customerFieldsOf } from '../../../resources/customer/customer/customerForm';
import { customerRowActions } from '../../../resources/customer/customer/customerRowActions';
import { customerFilters } from '../../../resources/customer/customer/customerSearch';

describe('customerFilters', () => {
  it('trims texts, keeps known codes and sends the created range as inclusive dates', () => {
    expect(
      customerFilters({
        cusName: ' 杭州 ',
        cusCode: '',
        cusType: '01',
        cusStatus: '99',
        created: [dayjs('2026-11-01T08:00:00'), dayjs('2026-11-30T23:00:00')],
      }),
    ).toEqual({
      cusName: '杭州',
      cusType: '01',
      createTimeBegin: '2026-11-01',
      createTimeEnd: '2026-11-30',
    });
  });
});

describe('filledFilters', () => {
  it('leaves out empty values (Prism refuses cusType: "" with 422)', () => {
    expect(
      filledFilters({ cusType: '', cusName: undefined, certNo: null, cusCode: 'C1' }),
    ).toStrictEqual({
      cusCode: 'C1',
    });
  });
});

describe('readCapList', () => {
  const answering = (reply: Normalised<unknown>) => {
    const sent: { path: string; payload?: object; page?: ServicePage }[] = [];
    const post = ((path: string, payload?: object, page?: ServicePage) => {
      sent.push({ path, payload, page });
      return Promise.resolve(reply);
    }) as ServicePost;
    return { post, sent };
  };

  it('posts the filled filters with the page and answers rows and total', async () => {
    const row = { cusCode: 'C1' };
    const { post, sent } = answering({
      success: true,
      code: '0000',
      message: '交易成功',
      result: { listData: [row], page: { count: 31, pageSize: 10, offset: 0 } },
    });
    const page = await readCapList(
      post,
      '/cap/cus/v2/CusMastInfoInquiry',
      { cusName: '', cusStatus: '02' },
      {
        pageNum: 2,
        pageSize: 10,
      },
    );
    expect(page).toEqual({ rows: [row], total: 31 });
    expect(sent).toStrictEqual([
      {
        path: '/cap/cus/v2/CusMastInfoInquiry',
        payload: { cusStatus: '02' },
        page: { pageNum: 2, pageSize: 10 },
      },
    ]);
  });

  it('rejects with the server text of success: false (spec 7.1)', async () => {
    const { post } = answering({
      success: false,
      code: 'E9999',
      message: '查询失败:系统繁忙',
      result: null,
    });
    await expect(
      readCapList(post, '/cap/cus/v2/CusMastInfoInquiry', {}, { pageNum: 1, pageSize: 10 }),
    ).rejects.toThrow('查询失败:系统繁忙');
  });
});

describe('customerFieldsOf', () => {
  const values = {
    cusName: ' 李记五金 ',
    cusType: '02',
    certType: '01',
    certNo: '92440305MA5G2R8T1W',
    contactName: '李国强',
    contactMobile: '13512342208',
    email: '',
    areaCode: '310115',
    regCapital: '100000.5',
    acctType: '2',
    acctName: '李国强',
    acctNo: '6228 4804 0256 4897 715',
    bankName: '中国农业银行',
  };

  it('derives province and city from the district, formats the capital and strips card spaces', () => {
    expect(customerFieldsOf(values)).toMatchObject({
      cusName: '李记五金',
      email: null,
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310115',
      regCapital: '100000.50',
      mccCode: null,
      settleAcct: { acctType: '2', acctNo: '6228480402564897715' },
    });
  });

  it('sends a masked card number back unchanged and the picked industry (MCC code)', () => {
    expect(
      customerFieldsOf({ ...values, acctNo: '6228 **** **** 7715', mccCode: '5251' }),
    ).toMatchObject({
      mccCode: '5251',
      settleAcct: { acctNo: '6228 **** **** 7715' },
    });
  });

  it('refuses values whose codes are not of their set', () => {
    expect(customerFieldsOf({ ...values, cusType: '09' })).toBeUndefined();
  });
});

describe('customerRowActions', () => {
  const everyone = () => true;
  it.each([
    ['00', ['编辑', '提交审核']],
    ['01', ['审核通过', '驳回']],
    ['02', ['停用']],
    ['03', ['编辑', '提交审核']],
    ['04', ['启用']],
    ['zz', []],
  ])('status %s offers %j (删除 has no call in the contract)', (status, labels) => {
    expect(customerRowActions(status, everyone).map((action) => action.label)).toEqual(labels);
  });

  it('drops the audit actions without cus:audit and marks the reasons', () => {
    const onlyEdit = (code: string) => code === 'cus:edit';
    expect(customerRowActions('01', onlyEdit)).toEqual([]);
    expect(customerRowActions('04', everyone)).toEqual([
      { kind: 'status', label: '启用', action: 'enable', needsReason: true },
    ]);
  });
});
