import { Button, Form, InputNumber, Modal, Space, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import type { AcctNoBatchOutcome, AcctNoRule } from '../../../providers/acct-api';
import { ACCOUNT_BUTTON, ACCTNO_RULE_STATUS } from '../../../src/lib/account';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useAcctApi } from '../../account/account/acctApiContext';
import { useAllowed } from '../../kit/useAllowed';
import { checkNumbers, type CheckedNumbers } from './localNumbers';
import { NumbersTable } from './NumbersTable';
import { ACCTNO_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** AcctNoGenerate gives at most 1,000 numbers a call (cap.yaml). */
const MAX_COUNT = 1000;
const DEFAULT_COUNT = 5;

type Shown = CheckedNumbers & { title: string };

/**
 * 预览 / 生成 of a rule: AcctNoPreview shows the next numbers without reserving them, AcctNoGenerate
 * (acctno:generate, after a confirmation) reserves them. Each number is shown with the console's
 * Luhn check and its own computation. A refusal keeps the count and shows the server's text.
 * Mounted while open, so each opening starts afresh.
 */
export function NumbersDialog({
  rule,
  onClose,
  onGenerated,
}: {
  rule: AcctNoRule;
  onClose: () => void;
  onGenerated: () => void;
}) {
  const api = useAcctApi();
  const { message, modal } = useAppFeedback();
  const allowed = useAllowed();
  const [form] = Form.useForm<{ count?: number | null }>();
  const [pending, setPending] = useState<'preview' | 'generate'>();
  const inFlight = useRef(false);
  // The sequence the next number takes: the rule's, then what a generation answered.
  const [nextSeq, setNextSeq] = useState<number>(rule.nextSeq ?? 1);
  const [shown, setShown] = useState<Shown>();
  const enabled = rule.ruleStatus === ACCTNO_RULE_STATUS.enabled;

  const run = async (kind: 'preview' | 'generate', count: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(kind);
    const firstSeq = nextSeq;
    try {
      const request = { ruleId: rule.ruleId, count };
      const outcome: AcctNoBatchOutcome =
        kind === 'preview' ? await api.preview(request) : await api.generate(request);
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      const { acctNos, nextSeq: after } = outcome.batch;
      const checked = checkNumbers(rule, firstSeq, acctNos, TEXTS.noLocalDigits);
      if (kind === 'preview') {
        setShown({ ...checked, title: TEXTS.previewed });
        return;
      }
      if (after !== undefined) setNextSeq(after);
      setShown({ ...checked, title: TEXTS.generated(acctNos.length, after) });
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onGenerated();
    } finally {
      inFlight.current = false;
      setPending(undefined);
    }
  };

  const countOf = async (): Promise<number | undefined> => {
    const values = await form.validateFields().catch(() => undefined);
    return typeof values?.count === 'number' ? values.count : undefined;
  };

  const preview = async () => {
    const count = await countOf();
    if (count !== undefined) await run('preview', count);
  };

  const generate = async () => {
    const count = await countOf();
    if (count === undefined) return;
    const confirmed = await modal.confirm({
      title: TEXTS.generate,
      content: TEXTS.generateConfirm(count, rule.ruleName),
      okText: '确定',
      cancelText: '取消',
    });
    if (confirmed) await run('generate', count);
  };

  const generateButton = (
    <Button
      type="primary"
      disabled={!enabled || pending === 'preview'}
      loading={pending === 'generate'}
      onClick={() => void generate()}
    >
      {TEXTS.generate}
    </Button>
  );

  return (
    <Modal
      open
      title={TEXTS.numbersTitle(rule.ruleName)}
      width={760}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form
        form={form}
        layout="inline"
        name="acctNoCount"
        initialValues={{ count: DEFAULT_COUNT }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          name="count"
          label={TEXTS.count}
          rules={[{ required: true, message: TEXTS.countRequired }]}
        >
          <InputNumber min={1} max={MAX_COUNT} precision={0} />
        </Form.Item>
        <Space>
          <Button
            loading={pending === 'preview'}
            disabled={pending === 'generate'}
            onClick={() => void preview()}
          >
            {TEXTS.preview}
          </Button>
          {allowed(ACCOUNT_BUTTON.acctNoGenerate) ? (
            enabled ? (
              generateButton
            ) : (
              <Tooltip title={TEXTS.disabledRule}>
                <span>{generateButton}</span>
              </Tooltip>
            )
          ) : null}
        </Space>
      </Form>
      {shown ? (
        <NumbersTable title={shown.title} rows={shown.rows} localFailure={shown.localFailure} />
      ) : null}
    </Modal>
  );
}
