import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SubMch } from '../../../providers/submch-api';
import {
  subMchFieldsOf,
  subMchFormValues,
  type SubMchFormValues,
} from '../../../resources/merchant/submch/subMchForm';
import { subMchFilters } from '../../../resources/merchant/submch/subMchSearch';

const TYPED: SubMchFormValues = {
  platformCusCode: 'C202611000123',
  mchName: ' 杭州云栖便利店有限公司文三路分店 ',
  mchShortName: '',
  cusType: '01',
  certType: '01',
  certNo: '91330106MA2L1F6R8Y',
  legalName: '陈建国',
  legalCertNo: '330106197805121234',
  contactName: '孙浩',
  contactMobile: '13957126021',
  email: '',
  areaCode: '330106',
  address: '文三路478号',
  mcc: '5411',
  acctKind: '1',
  acctName: '杭州云栖便利店有限公司文三路分店',
  cardNo: '6222 0212 0204 7730',
  bankName: '中国工商银行',
  branchName: undefined,
};

describe('subMchFieldsOf', () => {
  it('trims, nulls what is empty, derives province and city, strips card spaces', () => {
    expect(subMchFieldsOf(TYPED)).toStrictEqual({
      mchName: '杭州云栖便利店有限公司文三路分店',
      mchShortName: null,
      cusType: '01',
      certType: '01',
      certNo: '91330106MA2L1F6R8Y',
      legalName: '陈建国',
      legalCertNo: '330106197805121234',
      contactName: '孙浩',
      contactMobile: '13957126021',
      email: null,
      provinceCode: '330000',
      cityCode: '330100',
      areaCode: '330106',
      address: '文三路478号',
      mcc: '5411',
      settleAcct: {
        acctKind: '1',
        acctName: '杭州云栖便利店有限公司文三路分店',
        cardNo: '6222021202047730',
        bankName: '中国工商银行',
        branchName: null,
      },
      platformCusCode: 'C202611000123',
    });
  });

  it('sends a masked card number back as it came (the stored one is kept)', () => {
    const fields = subMchFieldsOf({ ...TYPED, cardNo: '6222 **** **** 5512' });
    expect(fields?.settleAcct.cardNo).toBe('6222 **** **** 5512');
  });

  it.each([
    ['an unknown type', { cusType: '09' }],
    ['no cert type', { certType: undefined }],
    ['no account kind', { acctKind: undefined }],
    ['no platform customer', { platformCusCode: ' ' }],
  ])('refuses %s', (_name, change) => {
    expect(subMchFieldsOf({ ...TYPED, ...change })).toBeUndefined();
  });
});

describe('subMchFormValues', () => {
  it('flattens the settlement account', () => {
    const row = {
      mchCode: 'M202611000201',
      mchName: '云栖',
      cusType: '01',
      certType: '01',
      certNo: 'X',
      contactName: '赵晓燕',
      contactMobile: '138****8000',
      status: '01',
      createTime: '2026-11-06 10:12:40',
      platformCusCode: 'C202611000123',
      settleAcct: {
        acctKind: '2',
        acctName: '王建华',
        cardNo: '6217 **** **** 0418',
        bankName: '建行',
      },
    } satisfies SubMch;
    expect(subMchFormValues(row)).toMatchObject({
      acctKind: '2',
      acctName: '王建华',
      cardNo: '6217 **** **** 0418',
      bankName: '建行',
      contactMobile: '138****8000',
    });
  });
});

describe('subMchFilters', () => {
  it('trims texts, keeps known statuses and formats the date range', () => {
    expect(
      subMchFilters({
        mchCode: ' M202611000201 ',
        mchName: '',
        status: '02',
        created: [dayjs('2026-11-01'), dayjs('2026-11-30')],
      }),
    ).toStrictEqual({
      mchCode: 'M202611000201',
      mchName: undefined,
      status: '02',
      createTimeBegin: '2026-11-01',
      createTimeEnd: '2026-11-30',
    });
    expect(subMchFilters({ status: '99' }).status).toBeUndefined();
  });
});
