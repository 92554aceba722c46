/**
 * 新建 / 编辑 a sub-merchant (issue 18 A): the spec 5.1 messages, the request a save sends, the
 * input kept when the server refuses it (its text shown) and one save at a time.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADDITION,
  ALL_CODES,
  CUSTOMERS,
  INQUIRY,
  MCC_TREE,
  UPDATING,
  capOk,
  capRefused,
  choose,
  confirm,
  dialog,
  grant,
  listBody,
  platformCustomers,
  recordingPost,
  renderSubMchs,
  rowOf,
  seedDictionaries,
  subMch,
  typeIn,
} from './harness';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

/** The validation messages shown in the dialog. */
const errors = () =>
  [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);

const COMMON = {
  [CUSTOMERS]: platformCustomers,
  [MCC_TREE]: capOk({ listData: [] }),
};

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
  await screen.findByText('新建子商户');
}

/** A valid 企业 sub-merchant (cap.yaml's SubMchAddtion request example). */
async function fillValid() {
  await choose(dialog(), '所属平台客户', '杭州云栖便利店有限公司（C202611000123）');
  typeIn('商户名称', '杭州云栖便利店有限公司文三路分店');
  await choose(dialog(), '商户类型', '企业');
  await choose(dialog(), '证件类型', '统一社会信用代码');
  typeIn('证件号码', '91330106MA2L1F6R8Y');
  typeIn('联系人', '孙浩');
  typeIn('联系人手机号', '13957126021');
  await choose(dialog(), '账户性质', '对公');
  typeIn('账户名称', '杭州云栖便利店有限公司文三路分店');
  typeIn('银行卡号', '6222021202047730');
  typeIn('开户银行', '中国工商银行');
}

// Twenty antd fields: a loaded two-core machine took up to 110 s for one test.
describe('sub-merchant form', { timeout: 240_000 }, () => {
  it('shows the spec 5.1 messages and sends nothing while the form is invalid', async () => {
    const { post, callsTo } = recordingPost({ ...COMMON, [INQUIRY]: capOk(listBody([])) });
    renderSubMchs(post);
    await openCreate();

    confirm();
    await waitFor(
      () =>
        expect(errors()).toEqual(
          expect.arrayContaining(['请选择所属平台客户', '请输入商户名称', '请输入证件号码']),
        ),
      { timeout: 30_000 },
    );

    typeIn('联系人手机号', '1395712');
    typeIn('邮箱', 'sun@');
    typeIn('银行卡号', '12345');
    await choose(dialog(), '证件类型', '居民身份证');
    typeIn('证件号码', '330106197805121235');
    typeIn('法人身份证号', '33010619780512');
    fireEvent.blur(within(dialog()).getByLabelText('联系人手机号'));
    await waitFor(
      () =>
        expect(errors()).toEqual(
          expect.arrayContaining([
            '请输入正确的手机号码',
            '邮箱格式不正确',
            '请输入正确的银行卡号',
            '请输入正确的身份证号码',
          ]),
        ),
      { timeout: 30_000 },
    );
    expect(callsTo(ADDITION)).toHaveLength(0);
  });

  it('keeps the input when the server refuses the save, then saves once and reads the list again', async () => {
    let refuse = true;
    const { post, callsTo } = recordingPost({
      ...COMMON,
      [INQUIRY]: capOk(listBody([])),
      [ADDITION]: () =>
        refuse
          ? capRefused('新建失败:商户名称“杭州云栖便利店有限公司文三路分店”已存在')
          : capOk(subMch({ status: '00' }), '新建成功，待审核'),
    });
    renderSubMchs(post);
    await openCreate();
    await fillValid();

    confirm();
    expect(
      await screen.findByText('新建失败:商户名称“杭州云栖便利店有限公司文三路分店”已存在'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('商户名称')).toHaveValue(
      '杭州云栖便利店有限公司文三路分店',
    );
    expect(within(dialog()).getByLabelText('银行卡号')).toHaveValue('6222021202047730');
    expect(callsTo(ADDITION)[0]?.payload).toStrictEqual({
      mchName: '杭州云栖便利店有限公司文三路分店',
      mchShortName: null,
      cusType: '01',
      certType: '01',
      certNo: '91330106MA2L1F6R8Y',
      legalName: null,
      legalCertNo: null,
      contactName: '孙浩',
      contactMobile: '13957126021',
      email: null,
      provinceCode: null,
      cityCode: null,
      areaCode: null,
      address: null,
      mcc: null,
      settleAcct: {
        acctKind: '1',
        acctName: '杭州云栖便利店有限公司文三路分店',
        cardNo: '6222021202047730',
        bankName: '中国工商银行',
        branchName: null,
      },
      platformCusCode: 'C202611000123',
    });

    refuse = false;
    confirm();
    confirm();
    expect(await screen.findByText('新建成功，待审核')).toBeInTheDocument();
    expect(callsTo(ADDITION)).toHaveLength(2);
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
  });

  it('edits with the mchCode, masked values sent back as they came', async () => {
    const row = subMch();
    const { post, callsTo } = recordingPost({
      ...COMMON,
      [INQUIRY]: capOk(listBody([row])),
      [UPDATING]: capOk(row, '保存成功'),
    });
    renderSubMchs(post);
    fireEvent.click(within(await waitFor(() => rowOf(row.mchName))).getByText('编辑'));
    await screen.findByText('编辑子商户');
    expect(within(dialog()).getByLabelText('所属平台客户')).toBeDisabled();
    typeIn('联系人', '赵小燕');
    confirm();

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo(UPDATING)[0]?.payload).toMatchObject({
      mchCode: 'M202611000201',
      contactName: '赵小燕',
      contactMobile: '138****8000',
      legalCertNo: '3301**********1234',
      provinceCode: '330000',
      cityCode: '330100',
      areaCode: '330106',
      mcc: '5411',
      settleAcct: { acctKind: '1', cardNo: '6222 **** **** 5512' },
      platformCusCode: 'C202611000123',
    });
  });
});
