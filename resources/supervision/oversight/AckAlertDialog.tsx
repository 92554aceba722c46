import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SupAlert } from '../../../providers/supervision-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { formatYuanText } from '../../../src/lib/money';
import { ACK_REMARK_MAX, SUP_DICT, ackRemark, type SupScope } from '../../../src/lib/supervision';
import { useDictText } from '../../customer/customer/useDictText';
import { useSupervisionApi } from './supervisionApiContext';
import { ALERT_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 确认 of one alert (SupAlertAck): the dialog is the confirmation, with an optional remark. One
 * call at a time; a refusal (E4603 already acknowledged …) keeps the dialog and the remark and
 * shows the server's text (spec 7.1); success hands the alert as it now stands to `onDone`.
 */
export function AckAlertDialog({
  scope,
  alert,
  onClose,
  onDone,
}: {
  scope: SupScope;
  alert: SupAlert | undefined;
  onClose: () => void;
  onDone: (acknowledged: SupAlert) => void;
}) {
  const api = useSupervisionApi();
  const { message } = useAppFeedback();
  const kindText = useDictText(SUP_DICT.alertKind);
  const [form] = Form.useForm<{ remark?: string }>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (alert) form.resetFields();
  }, [alert, form]);

  const send = async () => {
    if (!alert || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await api.acknowledge(
        scope,
        alert.alertNo,
        ackRemark(form.getFieldValue('remark') as string | undefined),
      );
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onDone(outcome.alert);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Modal
      open={alert !== undefined}
      title={TEXTS.dialogTitle}
      okText={TEXTS.ok}
      cancelText={TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      {alert ? (
        <>
          <Typography.Paragraph>
            {TEXTS.dialogConfirm(alert.alertNo, kindText(alert.alertKind))}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {[
              alert.acctNo,
              alert.amount ? `${formatYuanText(alert.amount)} 元` : '',
              alert.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Paragraph>
        </>
      ) : null}
      <Form form={form} layout="vertical" name="supAlertAck">
        <Form.Item name="remark" label={TEXTS.remark}>
          <Input.TextArea
            rows={3}
            maxLength={ACK_REMARK_MAX}
            showCount
            placeholder={TEXTS.remarkPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
