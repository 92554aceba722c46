import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { validationApi, type ValidationApi } from '../../../providers/validation-api';
import { CHECK_RULE_FAILED, CHECK_RULE_PASSED, pleaseEnter } from '../../../src/lib/messages';
import type { RuleCheckAnswer } from '../../../src/lib/validators/remoteRules';

const VALUE_LABEL = '测试值';

export interface CheckRuleTestDialogProps {
  ruleCode: string;
  onClose: () => void;
  /** The app's checks by default; tests pass their own. */
  api?: Pick<ValidationApi, 'checkRule'>;
}

/**
 * 功能测试 of a coding rule (JeecgBoot SysCheckRuleTestModal): a value is checked against the rule
 * by the server (GET /sys/checkRule/checkByCode, spec 7.3), which says 通过 or the rule's message.
 * The dialog stays open for the next value.
 */
export function CheckRuleTestDialog({
  ruleCode,
  onClose,
  api = validationApi,
}: CheckRuleTestDialogProps) {
  const [form] = Form.useForm<{ value: string }>();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<RuleCheckAnswer>();

  const check = async ({ value }: { value: string }) => {
    setChecking(true);
    setAnswer(undefined);
    try {
      setAnswer(await api.checkRule(ruleCode, value));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open
      title={`功能测试：${ruleCode}`}
      width={600}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="test" type="primary" loading={checking} onClick={() => form.submit()}>
          测试
        </Button>,
      ]}
    >
      <Form form={form} name="check-rule-test" layout="vertical" onFinish={check}>
        <Form.Item
          name="value"
          label={VALUE_LABEL}
          rules={[{ required: true, message: pleaseEnter(VALUE_LABEL) }]}
        >
          <Input placeholder={pleaseEnter(VALUE_LABEL)} onChange={() => setAnswer(undefined)} />
        </Form.Item>
      </Form>
      {answer?.ok ? <Alert type="success" showIcon message={CHECK_RULE_PASSED} /> : null}
      {/* An HTTP failure has been shown already; a refusal is the rule's own message. */}
      {answer && !answer.ok && !answer.presented ? (
        <Alert type="error" showIcon message={answer.message || CHECK_RULE_FAILED} />
      ) : null}
    </Modal>
  );
}
