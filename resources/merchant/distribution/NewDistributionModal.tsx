import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { Account } from '../../../providers/txn-operation-api';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import {
  DIST_DICT,
  DIST_MODE,
  distSummary,
  enteredTotals,
  previewSplit,
} from '../../../src/lib/distribution';
import { formatYuan } from '../../../src/lib/money';
import { useSending } from '../../kit/useSending';
import { useDictText } from '../../customer/customer/useDictText';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { balanceRefusal, distributionInput, planOf, type DistFormValues } from './distForm';
import { useDistributionApi } from './distributionApiContext';
import { PayerField } from './PayerField';
import { ReceiverRows } from './ReceiverRows';
import { RuleSplitFields } from './RuleSplitFields';
import { DIST_TEXTS as TEXTS, distSubmitted } from './texts';

const INITIAL: DistFormValues = { distMode: DIST_MODE.byRule, receivers: [{}] };

/**
 * 新建分发 (DistAddtion): the paying account with its available balance, then by rule (the total
 * split by the rule's ratios, exact to the fen) or by hand (one amount per receiver); the
 * statistics line counts the items and states their exact total; the total is checked against the
 * available balance before sending; the operation password is encrypted (spec 7.2). One call at a
 * time; a refusal keeps the dialog and everything typed.
 */
export function NewDistributionModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  /** The distribution was submitted: its number, when the server gave one. */
  onSaved: (distNo: string | undefined) => void;
}) {
  const api = useDistributionApi();
  const feedback = useFeedback();
  const modeText = useDictText(DIST_DICT.distMode);
  const [form] = Form.useForm<DistFormValues>();
  const [payer, setPayer] = useState<Account>();
  const [refusal, setRefusal] = useState<string>();
  const { sending, run, busy } = useSending();
  const rules = useQuery({
    queryKey: ['cap', 'distribution', 'rules'],
    queryFn: api.rules,
    enabled: open,
    retry: false,
  });
  useFailureOnce(rules, feedback.failed);

  const values = Form.useWatch([], form) ?? INITIAL;
  const mode = values.distMode ?? DIST_MODE.byRule;
  const ruleList = rules.data ?? [];
  const rule = ruleList.find((candidate) => candidate.ruleNo === values.ruleNo);
  const split = rule
    ? previewSplit(
        values.totalAmount,
        rule.items.map((item) => item.ratio),
      )
    : undefined;
  const summary =
    mode === DIST_MODE.byRule
      ? { count: split?.parts.length ?? 0, totalFen: split?.totalFen ?? 0n }
      : enteredTotals(values.receivers);

  const save = async () => {
    if (busy()) return;
    const typed = await form.validateFields().catch(() => undefined);
    if (!typed) return;
    const current = planOf(typed, ruleList);
    const why = current.ok ? balanceRefusal(current, payer) : current.message;
    setRefusal(why);
    const input = why ? undefined : distributionInput(typed, current);
    if (!input) return;
    let distNo: string | undefined;
    await run(
      async () => {
        const outcome = await api.addDistribution(input);
        if (!outcome.ok) return outcome;
        distNo = outcome.distNo;
        return { ...outcome, message: distSubmitted(outcome.distNo) };
      },
      () => onSaved(distNo),
    );
  };

  return (
    <Modal
      open={open}
      title={TEXTS.addTitle}
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
      width={760}
      onOk={() => void save()}
      onCancel={onClose}
      afterClose={() => {
        setPayer(undefined);
        setRefusal(undefined);
      }}
    >
      <Form
        form={form}
        layout="vertical"
        name="distributionForm"
        preserve={false}
        initialValues={INITIAL}
        onValuesChange={() => setRefusal(undefined)}
      >
        <PayerField payer={payer} onPick={setPayer} />
        {/* Starts at 按规则 and a radio cannot be cleared: no required rule (its aria-required on
            antd's group, a plain div, is an axe violation). */}
        <Form.Item name="distMode" label={TEXTS.mode}>
          <Radio.Group
            options={[DIST_MODE.byRule, DIST_MODE.byHand].map((code) => ({
              value: code,
              label: modeText(code),
            }))}
          />
        </Form.Item>
        {mode === DIST_MODE.byRule ? (
          <RuleSplitFields
            rules={ruleList}
            loading={rules.isFetching}
            rule={rule}
            totalAmount={values.totalAmount}
          />
        ) : (
          <ReceiverRows payerAcctNo={values.payerAcctNo} />
        )}
        <Typography.Paragraph strong aria-live="polite" style={{ marginTop: 16 }}>
          {distSummary(summary.count, formatYuan(summary.totalFen))}
        </Typography.Paragraph>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            message={refusal}
            role="alert"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item name="remark" label={TEXTS.remark}>
          <Input.TextArea
            rows={2}
            maxLength={100}
            showCount
            placeholder={TEXTS.remarkPlaceholder}
          />
        </Form.Item>
        <OpPasswordField />
      </Form>
    </Modal>
  );
}
