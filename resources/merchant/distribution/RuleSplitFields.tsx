import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import type { DistRule } from '../../../providers/distribution-api';
import { DIST_RULE_STATUS, previewSplit } from '../../../src/lib/distribution';
import { amountRule, formatYuan } from '../../../src/lib/money';
import { DIST_COLUMN_TITLES as TITLES, DIST_TEXTS as TEXTS } from './texts';

interface PreviewRow {
  acctNo: string;
  acctName?: string;
  cusName?: string;
  ratio: string;
  part: string;
}

const COLUMNS: TableColumnsType<PreviewRow> = [
  { title: TITLES.acctNo, dataIndex: 'acctNo', width: 170 },
  { title: TITLES.acctName, dataIndex: 'acctName' },
  {
    title: TEXTS.ratio,
    dataIndex: 'ratio',
    align: 'right',
    render: (ratio: string) => `${ratio}%`,
  },
  { title: TITLES.amount, dataIndex: 'part', align: 'right' },
];

/**
 * 按规则: the rule (a 停用 one listed but not offered), the total, and each receiver's part as the
 * split gives it (shown once the total is valid, so the operator sees exactly what is sent).
 */
export function RuleSplitFields({
  rules,
  loading,
  rule,
  totalAmount,
}: {
  rules: readonly DistRule[];
  loading: boolean;
  rule: DistRule | undefined;
  /** The total as typed. */
  totalAmount: string | undefined;
}) {
  const split = rule
    ? previewSplit(
        totalAmount,
        rule.items.map((item) => item.ratio),
      )
    : undefined;
  const parts = split?.parts.map(formatYuan) ?? [];
  const rows: PreviewRow[] = (rule?.items ?? []).map((item, index) => ({
    ...item,
    part: parts[index] ?? '—',
  }));
  return (
    <>
      <Form.Item
        name="ruleNo"
        label={TEXTS.rule}
        // A validator, not `required`: antd puts aria-required on the select's wrapper div, which
        // axe refuses (aria-allowed-attr); the picked rule is still checked before sending.
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value ? Promise.resolve() : Promise.reject(new Error(TEXTS.rulePlaceholder)),
          },
        ]}
      >
        <Select
          loading={loading}
          placeholder={TEXTS.rulePlaceholder}
          options={rules.map((candidate) => ({
            value: candidate.ruleNo,
            label:
              candidate.ruleStatus === DIST_RULE_STATUS.enabled
                ? candidate.ruleName
                : `${candidate.ruleName}${TEXTS.ruleDisabledSuffix}`,
            disabled: candidate.ruleStatus !== DIST_RULE_STATUS.enabled,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="totalAmount"
        label={TEXTS.totalAmount}
        rules={[{ required: true, message: '请输入分发总金额' }, amountRule()]}
      >
        <Input placeholder={TEXTS.totalPlaceholder} inputMode="decimal" />
      </Form.Item>
      {rule ? (
        <Table<PreviewRow>
          rowKey="acctNo"
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          pagination={false}
          style={{ marginBottom: 16 }}
        />
      ) : null}
    </>
  );
}
