/**
 * 新增 / 编辑 a customer (issue 16 page 1): the spec 5.1 messages, the CusCertNoCheck duplicate
 * check, the request a save sends, the input kept when the server refuses it (spec 7.1 text shown)
 * and one save at a time.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADDITION,
  ALL_CODES,
  CERT_NO_CHECK,
  INQUIRY,
  UPDATING,
  capOk,
  capRefused,
  choose,
  customer,
  grant,
  listBody,
  recordingPost,
  renderCustomers,
  rowOf,
  seedDictionaries,
} from './harness';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const blur = (label: string) => fireEvent.blur(within(dialog()).getByLabelText(label));
/** The validation messages shown in the dialog. */
const errors = () =>
  [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

async function openCreate() {
  fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  await screen.findByText('新增客户');
}

/** A valid 个体工商户 (cap.yaml's CusMastInfoAddtion request example). */
async function fillValid() {
  type('客户名称', '深圳市南山区李记五金店');
  await choose(dialog(), '客户类型', '个体工商户');
  await choose(dialog(), '证件类型', '统一社会信用代码');
  type('证件号码', '92440305MA5G2R8T1W');
  type('联系人', '李国强');
  type('联系人手机号', '13512342208');
  type('座机', '0755-86861234');
  type('注册资本（元）', '100000');
  await choose(dialog(), '账户类型', '对私');
  type('账户名称', '李国强');
  type('银行账号', '6228480402564897715');
  type('开户银行', '中国农业银行');
}

const emptyList = capOk(listBody([]));
const free = capOk({ exists: false, cusCode: null, cusName: null });

// Two dozen antd fields: a loaded two-core machine takes most of a minute per test.
describe('customer form', { timeout: 120_000 }, () => {
  it('shows the spec 5.1 messages and sends nothing while the form is invalid', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: emptyList, [CERT_NO_CHECK]: free });
    renderCustomers(post);
    await openCreate();

    confirm();
    await waitFor(
      () =>
        expect(errors()).toEqual(
          expect.arrayContaining(['请输入客户名称', '请选择客户类型', '请输入证件号码']),
        ),
      { timeout: 30_000 },
    );

    type('客户名称', '李');
    type('联系人手机号', '1351234');
    type('邮箱', 'li@');
    type('座机', '86861234');
    type('银行账号', '12345');
    await choose(dialog(), '证件类型', '居民身份证');
    type('证件号码', '440305198203153319');
    blur('联系人手机号');
    await waitFor(
      () =>
        expect(errors()).toEqual(
          expect.arrayContaining([
            '只能输入2-100位中文、英文字符和空格',
            '请输入正确的手机号码',
            '邮箱格式不正确',
            '请输入正确的座机号码',
            '请输入正确的银行卡号',
            '请输入正确的身份证号码',
          ]),
        ),
      { timeout: 30_000 },
    );
    expect(callsTo(ADDITION)).toHaveLength(0);
  });

  it('checks the certificate number on blur and names the customer holding it', async () => {
    const { post, callsTo } = recordingPost({
      [INQUIRY]: emptyList,
      [CERT_NO_CHECK]: capOk({
        exists: true,
        cusCode: 'C202611000123',
        cusName: '杭州云栖便利店有限公司',
      }),
    });
    renderCustomers(post);
    await openCreate();
    await choose(dialog(), '证件类型', '统一社会信用代码');
    type('证件号码', '91330106MA2H3Y8K4L');
    blur('证件号码');

    expect(
      await within(dialog()).findByText(
        '该证件号码已被客户C202611000123（杭州云栖便利店有限公司）使用',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo(CERT_NO_CHECK)[0]?.payload).toStrictEqual({
      certNo: '91330106MA2H3Y8K4L',
      certType: '01',
    });
  });

  it('keeps the input when the server refuses the save, then saves once and reads the list again', async () => {
    let refuse = true;
    const { post, callsTo } = recordingPost({
      [INQUIRY]: emptyList,
      [CERT_NO_CHECK]: free,
      [ADDITION]: () =>
        refuse
          ? capRefused('新增失败:证件号码已被客户C202611000123（杭州云栖便利店有限公司）使用')
          : capOk(customer({ cusStatus: '00' }), '新增成功'),
    });
    renderCustomers(post);
    await openCreate();
    await fillValid();

    confirm();
    expect(
      await screen.findByText(
        '新增失败:证件号码已被客户C202611000123（杭州云栖便利店有限公司）使用',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('客户名称')).toHaveValue('深圳市南山区李记五金店');
    expect(within(dialog()).getByLabelText('银行账号')).toHaveValue('6228480402564897715');
    expect(callsTo(ADDITION)[0]?.payload).toMatchObject({
      cusName: '深圳市南山区李记五金店',
      cusType: '02',
      certType: '01',
      certNo: '92440305MA5G2R8T1W',
      contactMobile: '13512342208',
      landline: '0755-86861234',
      regCapital: '100000.00',
      settleAcct: { acctType: '2', acctNo: '6228480402564897715', bankName: '中国农业银行' },
    });

    refuse = false;
    confirm();
    confirm();
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(callsTo(ADDITION)).toHaveLength(2);
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
  });

  it('edits a draft with its cusCode, masked values sent back as they came', async () => {
    const draft = customer({ cusStatus: '00', legalMobile: '135****2208', mccCode: '5251' });
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody([draft])),
      [CERT_NO_CHECK]: free,
      [UPDATING]: capOk(draft, '保存成功'),
    });
    renderCustomers(post);
    const row = await waitFor(() => rowOf(draft.cusName));
    fireEvent.click(within(row).getByText('编辑'));
    await screen.findByText('编辑客户');
    await choose(dialog(), '账户类型', '对公');
    type('账户名称', '杭州云栖便利店有限公司');
    type('银行账号', '6222 **** **** 3201');
    type('开户银行', '中国工商银行');
    confirm();

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo(UPDATING)[0]?.payload).toMatchObject({
      cusCode: 'C202611000123',
      contactMobile: '139****2046',
      legalMobile: '135****2208',
      mccCode: '5251',
      settleAcct: { acctNo: '6222 **** **** 3201' },
    });
  });
});
