import { Card, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { computeFee, splitAmount } from '../../../src/lib/customer';
import { formatYuan, parseYuan } from '../../../src/lib/money';
import { feeConfigOf, receiverLabel, splitRulesOf, type FeeFormValues } from './feeForm';
import { PREVIEW_TEXTS as TEXTS } from './texts';

type PreviewLine = { label: string; value: string };

/**
 * The figures of a sample amount (fen, bigint): the fee (computeFee, half up), then what is left
 * after it shared by the split rules (splitAmount, each part rounded down, the rest kept).
 */
export function previewLines(values: FeeFormValues, amount: bigint): PreviewLine[] | string {
  const fee = computeFee(feeConfigOf(values), amount);
  if (fee === undefined) return TEXTS.incomplete;
  const lines: PreviewLine[] = [{ label: TEXTS.fee, value: `${formatYuan(fee)} 元` }];
  const rows = values.splits ?? [];
  if (rows.length === 0) return lines;
  const net = amount - fee;
  if (net <= 0n) return [...lines, { label: TEXTS.split, value: TEXTS.feeAboveAmount }];
  const split = splitAmount(net, splitRulesOf(values));
  if (!split) return lines;
  return [
    ...lines,
    { label: TEXTS.split, value: `${formatYuan(net)} 元` },
    ...split.parts.map((part, index) => ({
      label: receiverLabel(rows[index] ?? {}),
      value: `${formatYuan(part.fen)} 元`,
    })),
    { label: TEXTS.kept, value: `${formatYuan(split.platformFen)} 元` },
  ];
}

/** 手续费试算: the form's configuration applied to an amount the user types (spec 5.1 rule). */
export function FeePreview() {
  const form = Form.useFormInstance<FeeFormValues>();
  const values = Form.useWatch((all: FeeFormValues) => all, form) ?? {};
  const [sample, setSample] = useState('');
  const amount = parseYuan(sample);
  const lines = amount === undefined ? undefined : previewLines(values, amount);

  return (
    <Card size="small" title={TEXTS.title}>
      <label htmlFor="fee-preview-sample">{TEXTS.sample}</label>
      <Input
        id="fee-preview-sample"
        placeholder={TEXTS.samplePlaceholder}
        value={sample}
        onChange={(event) => setSample(event.target.value.trim())}
        status={sample !== '' && amount === undefined ? 'error' : undefined}
        style={{ marginBottom: 12 }}
      />
      {sample !== '' && amount === undefined ? (
        <Typography.Text type="danger">{TEXTS.sampleInvalid}</Typography.Text>
      ) : null}
      {typeof lines === 'string' ? <Typography.Text type="warning">{lines}</Typography.Text> : null}
      {Array.isArray(lines) ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={lines.map((line, index) => ({
            key: `${index}`,
            label: line.label,
            children: line.value,
          }))}
        />
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {TEXTS.rounding}
      </Typography.Paragraph>
    </Card>
  );
}
