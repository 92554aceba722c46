import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthEntity } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, ENTITY_RULES } from '../../../src/lib/auth';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { SHARED_TEXTS } from '../shared/texts';
import { entityFieldsOf, entityFormValues, type EntityFormValues } from './entityForm';
import { ENTITY_TEXTS as TEXTS } from './texts';

export type EntityFormTarget = { mode: 'create' } | { mode: 'edit'; entity: AuthEntity };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The entity form (EntityAddtion / EntityUpdating, spec 5.1 rules). A refusal (duplicateName,
 * duplicateCreditCode) keeps the dialog and what was typed and shows the server's text; one save
 * at a time.
 */
export function EntityFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: EntityFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAdminApi();
  const [form] = Form.useForm<EntityFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;

  const filledFor = useRef<EntityFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(entityFormValues(target.entity));
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && entityFieldsOf(values);
    if (!fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateEntity(target.entity.entityId, fields)
          : api.addEntity(fields),
      onSaved,
    );
  };

  const text = (name: keyof typeof ENTITY_RULES & keyof typeof TEXTS, placeholder?: string) => (
    <Col {...HALF}>
      <Form.Item name={name} label={TEXTS[name]} rules={ENTITY_RULES[name]}>
        <Input placeholder={placeholder ?? `请输入${TEXTS[name]}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      width={760}
      maskClosable={false}
      okText={SHARED_TEXTS.ok}
      cancelText={SHARED_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="authEntityForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Row gutter={16}>
          {text('entityName')}
          {text('shortName')}
          {text('creditCode', '18位统一社会信用代码')}
          <Col {...HALF}>
            <Form.Item name="orgType" label={TEXTS.orgType} rules={ENTITY_RULES.orgType}>
              <DictSelect dictCode={AUTH_DICT.orgType} placeholder={`请选择${TEXTS.orgType}`} />
            </Form.Item>
          </Col>
          {text('legalPerson')}
          {text('contactName')}
          <Col {...HALF}>
            <Form.Item
              name="contactMobile"
              label={TEXTS.contactMobile}
              rules={ENTITY_RULES.contactMobile}
              validateTrigger="onBlur"
            >
              <Input inputMode="tel" maxLength={11} placeholder="请输入11位手机号" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="url" label={SHARED_TEXTS.url} rules={ENTITY_RULES.url}>
              <Input placeholder="如 console.huilianpay.com，可不填" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={SHARED_TEXTS.remark} rules={ENTITY_RULES.remark}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
