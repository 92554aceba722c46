import { Button, type TableColumnsType } from 'antd';
import type { FeeConfigRow } from '../../../providers/customer-fee-api';
import { FEE_MODE } from '../../../src/lib/customer';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../customer/useDictText';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';

const yuan = (text: string | null | undefined) => (text ? `${formatYuanText(text)} 元` : '不限');

/** What a configuration charges, in one line: 2.00 元/笔, 0.3800%, or the tiers. */
export function priceSummary(row: FeeConfigRow): string {
  switch (row.feeMode) {
    case FEE_MODE.fixed:
      return `${yuan(row.fixedFee)}/笔`;
    case FEE_MODE.proportional:
      return `${row.rate ?? ''}%（最低 ${yuan(row.minFee)}，最高 ${yuan(row.maxFee)}）`;
    case FEE_MODE.tiered: {
      const tiers = (row.tiers ?? []).map((tier) =>
        tier.upTo ? `≤${formatYuanText(tier.upTo)} 元 ${tier.rate}%` : `以上 ${tier.rate}%`,
      );
      return `${tiers.join('；')}（最低 ${yuan(row.minFee)}，最高 ${yuan(row.maxFee)}）`;
    }
    default:
      return '';
  }
}

const splitSummary = (row: FeeConfigRow): string =>
  (row.splitRules ?? [])
    .map((rule) => `${rule.receiverName ?? rule.receiverCusCode} ${rule.ratio}%`)
    .join('；');

/** The columns of the 费率配置 table; 编辑 only when `onEdit` is given (cus:fee). */
export function useFeeColumns(
  onEdit?: (row: FeeConfigRow) => void,
): TableColumnsType<FeeConfigRow> {
  const channelText = useDictText('cus_channel');
  const productText = useDictText('cus_product');
  const modeText = useDictText('cus_fee_mode');
  const columns: TableColumnsType<FeeConfigRow> = [
    { title: '渠道', dataIndex: 'channelCode', render: (code: string) => channelText(code) },
    { title: '产品', dataIndex: 'productCode', render: (code: string) => productText(code) },
    { title: '计费方式', dataIndex: 'feeMode', render: (code: string) => modeText(code) },
    { title: '费率 / 手续费', key: 'price', render: (_: unknown, row) => priceSummary(row) },
    { title: '分账规则', key: 'splits', render: (_: unknown, row) => splitSummary(row) },
    { title: '生效日期', dataIndex: 'effectiveDate', width: 110 },
    { title: '更新时间', dataIndex: 'updateTime', width: 170 },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {TEXTS.edit}
        </Button>
      ),
    },
  ];
}
