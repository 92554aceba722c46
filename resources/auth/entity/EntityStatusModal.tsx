import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { AuthEntity } from '../../../providers/auth-admin-api';
import { entityStatusChange } from '../../../src/lib/auth';
import { useSending } from '../../kit/useSending';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { SHARED_TEXTS } from '../shared/texts';
import { ENTITY_TEXTS as TEXTS, statusConfirm } from './texts';

/**
 * The confirmation of an entity's 启用 / 停用 with its required reason (EntityStatusModify). A
 * refusal (activeSystems, alreadyInStatus) keeps the dialog and the reason and shows the server's
 * text (spec 7.1); one call at a time.
 */
export function EntityStatusModal({
  entity,
  onClose,
  onDone,
}: {
  entity: AuthEntity | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useAuthAdminApi();
  const [form] = Form.useForm<{ reason?: string }>();
  const { sending, run, busy } = useSending();
  const change = entity ? entityStatusChange(entity.status) : undefined;

  useEffect(() => {
    if (entity) form.resetFields();
  }, [entity, form]);

  const send = async () => {
    if (!entity || !change || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values || busy()) return;
    await run(
      () => api.changeEntityStatus(entity.entityId, change.target, values.reason?.trim() ?? ''),
      onDone,
    );
  };

  return (
    <Modal
      open={entity !== undefined}
      title={change ? `${change.label}实体` : undefined}
      okText={SHARED_TEXTS.ok}
      cancelText={SHARED_TEXTS.cancel}
      okButtonProps={{ danger: change?.label === '停用' }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      {entity && change ? (
        <Typography.Paragraph>
          {statusConfirm(change.label, entity.entityName)}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" name="authEntityStatus">
        <Form.Item
          name="reason"
          label={TEXTS.reason}
          rules={[{ required: true, whitespace: true, message: TEXTS.reasonRequired }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={TEXTS.reasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
