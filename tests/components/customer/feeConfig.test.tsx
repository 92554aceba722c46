/**
 * 费率配置 (issue 16 page 5): split ratios over 100 % refused with validateSplits' message before
 * any call, the exact fee preview (bigint fen) for awkward amounts, the CusConfigFee request, and
 * a refusal that keeps the dialog and its input (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  capOk,
  capRefused,
  choose,
  DETAIL_CODES,
  FEE_INQUIRY,
  FEE_SAVE,
  grant,
  listBody,
  renderFeePanel,
  seedDetailDictionaries,
} from './detailHarness';

// Tabs, tables and dialogs of antd on a loaded two-core machine; a passing test is far quicker.
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  seedDetailDictionaries();
  grant(DETAIL_CODES);
});

const rule = (receiverCusCode: string, receiverName: string, ratio: string) => ({
  receiverCusCode,
  receiverName,
  ratio,
});

/** A saved 按比例 configuration (cap.yaml feeRate) with the given split rules. */
const feeRow = (splitRules: ReturnType<typeof rule>[], rate = '0.3800') => ({
  cusCode: 'C202611000123',
  channelCode: 'UNIONPAY',
  productCode: 'QR_PAY',
  feeMode: '02',
  rate,
  fixedFee: null,
  minFee: '0.01',
  maxFee: null,
  tiers: [],
  effectiveDate: '2030-01-01',
  splitRules,
  updateBy: 'admin',
  updateTime: '2026-11-25 10:30:00',
});

const dialog = () => {
  const open = document.querySelector<HTMLElement>(
    '.ant-modal-wrap:not([style*="none"]) [role="dialog"]',
  );
  if (!open) throw new Error('no dialog open');
  return open;
};
// getByRole computes every element's accessible name: seconds per query in this big dialog.
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const confirm = () => fireEvent.click(okButton());
const okButton = () =>
  within(dialog())
    .getByText(/^确\s*定$/)
    .closest('button') as HTMLButtonElement;

async function editFirstConfig() {
  fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
  await screen.findByText('编辑费率配置');
}

/** The preview's figures, label → value. */
function previewFigures(): Record<string, string> {
  const labels = [...dialog().querySelectorAll('.ant-descriptions-item-label')];
  return Object.fromEntries(
    labels.map((label) => [label.textContent, label.nextElementSibling?.textContent ?? '']),
  );
}

describe('费率配置', () => {
  it('refuses split ratios over 100 % with the total, then saves 100 %', async () => {
    const saved = feeRow([
      rule('C202611000128', '杭州云栖商业管理有限公司', '20.00'),
      rule('C202611000129', '浙江云栖供应链有限公司', '80.00'),
    ]);
    const { callsTo } = renderFeePanel({
      [FEE_INQUIRY]: capOk(
        listBody([
          feeRow([
            rule('C202611000128', '杭州云栖商业管理有限公司', '20.00'),
            rule('C202611000129', '浙江云栖供应链有限公司', '15.50'),
          ]) as never,
        ]),
      ),
      [FEE_SAVE]: capOk(saved, '保存成功'),
    });
    await editFirstConfig();

    type('第2个分账比例（%）', '85.50');
    confirm();
    expect(
      await within(dialog()).findByText('分账比例合计不能超过100%（当前 105.50%）'),
    ).toBeVisible();
    expect(callsTo(FEE_SAVE)).toHaveLength(0);

    type('第2个分账比例（%）', '80.00');
    confirm();
    await waitFor(() => expect(callsTo(FEE_SAVE)).toHaveLength(1));
    expect(callsTo(FEE_SAVE)[0]?.payload).toEqual({
      cusCode: 'C202611000123',
      channelCode: 'UNIONPAY',
      productCode: 'QR_PAY',
      feeMode: '02',
      rate: '0.3800',
      fixedFee: null,
      minFee: '0.01',
      maxFee: null,
      tiers: [],
      effectiveDate: '2030-01-01',
      splitRules: [
        rule('C202611000128', '杭州云栖商业管理有限公司', '20.00'),
        rule('C202611000129', '浙江云栖供应链有限公司', '80.00'),
      ],
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(FEE_INQUIRY)).toHaveLength(2));
  });

  it('previews the fee and the split of an awkward amount to the fen', async () => {
    renderFeePanel({
      [FEE_INQUIRY]: capOk(
        listBody([
          feeRow(
            [
              rule('C1', '甲公司', '33.33'),
              rule('C2', '乙公司', '33.33'),
              rule('C3', '丙公司', '33.33'),
            ],
            '0.6',
          ) as never,
        ]),
      ),
    });
    await editFirstConfig();
    type('试算金额（元）', '124.25');

    // 0.6 % of 124.25 is 74.55 fen → 0.75 (half up); 123.50 × 33.33 % is 4116.255 fen → 41.16
    // each (down); 123.50 − 3 × 41.16 = 0.02 kept. Floats would give 0.7455 and 41.16255.
    expect(previewFigures()).toEqual({
      手续费: '0.75 元',
      '可分账金额（交易金额 − 手续费）': '123.50 元',
      甲公司: '41.16 元',
      乙公司: '41.16 元',
      丙公司: '41.16 元',
      客户留存: '0.02 元',
    });

    // The largest amount: 0.6 % of it is exact to the fen, beyond a double's 15–16 digits.
    type('试算金额（元）', '99999999999.99');
    expect(previewFigures()['手续费']).toBe('600,000,000.00 元');
  });

  it('sends a new 按笔固定 configuration with only its fields, amounts with two places', async () => {
    const { callsTo } = renderFeePanel({ [FEE_SAVE]: capOk(null, '保存成功') });
    fireEvent.click(await screen.findByRole('button', { name: '新增费率配置' }));
    await screen.findByText('新增费率配置', { selector: '.ant-modal-title' });
    await choose(dialog(), '渠道', '银联');
    await choose(dialog(), '产品', '扫码支付');
    await choose(dialog(), '计费方式', '按笔固定');
    type('固定手续费（元/笔）', '2');
    confirm();

    await waitFor(() => expect(callsTo(FEE_SAVE)).toHaveLength(1));
    expect(callsTo(FEE_SAVE)[0]?.payload).toEqual({
      cusCode: 'C202611000123',
      channelCode: 'UNIONPAY',
      productCode: 'QR_PAY',
      feeMode: '01',
      rate: null,
      fixedFee: '2.00',
      minFee: null,
      maxFee: null,
      tiers: [],
      effectiveDate: dayjs().format('YYYY-MM-DD'),
      splitRules: [],
    });
  });

  it('keeps the dialog and the input when the server refuses, with its text', async () => {
    const { callsTo } = renderFeePanel({
      [FEE_INQUIRY]: capOk(listBody([feeRow([]) as never])),
      [FEE_SAVE]: capRefused('保存失败:最低手续费不能高于最高手续费'),
    });
    await editFirstConfig();
    type('费率（%）', '0.45');
    confirm();

    expect(await screen.findByText('保存失败:最低手续费不能高于最高手续费')).toBeInTheDocument();
    expect(callsTo(FEE_SAVE)).toHaveLength(1);
    expect(within(dialog()).getByLabelText('费率（%）')).toHaveValue('0.45');
  });

  it('states the rate rule before any call', async () => {
    const { callsTo } = renderFeePanel({ [FEE_INQUIRY]: capOk(listBody([feeRow([]) as never])) });
    await editFirstConfig();
    type('费率（%）', '0.38005');
    confirm();
    expect(
      await within(dialog()).findByText('费率须为0-100之间的百分比，最多4位小数'),
    ).toBeVisible();
    expect(callsTo(FEE_SAVE)).toHaveLength(0);
  });
});
