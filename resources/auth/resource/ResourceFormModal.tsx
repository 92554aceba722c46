import { Descriptions, Form, Input, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthResource, AuthResourceFields } from '../../../providers/auth-access-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, RESOURCE_RULES, RESOURCE_TYPE } from '../../../src/lib/authAccess';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { RESOURCE_TEXTS as TEXTS } from './texts';

/** 新增一级菜单, 添加下级 (under a menu) or 编辑. */
export type ResourceFormTarget =
  | { mode: 'create' }
  | { mode: 'child'; parent: AuthResource }
  | { mode: 'edit'; resource: AuthResource };

interface ResourceFormValues {
  resourceType?: AuthResourceFields['resourceType'];
  resourceName?: string;
  path?: string;
  action?: string;
}

/** What a save sends: a menu its route, a button its action code, the other one null. */
export function resourceFieldsOf(values: ResourceFormValues): AuthResourceFields | undefined {
  if (!values.resourceName || !values.resourceType) return undefined;
  const menu = values.resourceType === RESOURCE_TYPE.menu;
  return {
    resourceName: values.resourceName.trim(),
    resourceType: values.resourceType,
    path: menu ? (values.path?.trim() ?? null) : null,
    action: menu
      ? null
      : (values.action
          ?.split(',')
          .map((code) => code.trim())
          .join(',') ?? null),
  };
}

const TITLES = { create: TEXTS.addTitle, child: TEXTS.addChildTitle, edit: TEXTS.editTitle };

/**
 * The resource form (ResourceAddtion / ResourceUpdating, spec 3 permission item): a menu (type 1)
 * with its route, or a button (type 2) with its action code (spec 6). A top-level resource is a
 * menu; the type of a saved resource does not change. A refusal (duplicateAction …) keeps the
 * dialog and what was typed and shows the server's text; one save at a time.
 */
export function ResourceFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: ResourceFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAccessApi();
  const [form] = Form.useForm<ResourceFormValues>();
  const { sending, run, busy } = useSending();
  const type = Form.useWatch('resourceType', form);
  const open = target !== undefined;

  const filledFor = useRef<ResourceFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') {
      const { resourceType, resourceName, path, action } = target.resource;
      form.setFieldsValue({
        resourceType,
        resourceName,
        path: path ?? undefined,
        action: action ?? undefined,
      });
    } else {
      form.setFieldsValue({
        resourceType: target.mode === 'create' ? RESOURCE_TYPE.menu : RESOURCE_TYPE.button,
      });
    }
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && resourceFieldsOf(values);
    if (!fields || busy()) return;
    await run(() => {
      if (target.mode === 'edit') return api.updateResource(target.resource.resourceId, fields);
      return api.addResource(fields, target.mode === 'child' ? target.parent.resourceId : null);
    }, onSaved);
  };

  return (
    <Modal
      open={open}
      title={target ? TITLES[target.mode] : undefined}
      maskClosable={false}
      okText={ACCESS_TEXTS.ok}
      cancelText={ACCESS_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {target?.mode === 'child' ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={TEXTS.parent}>{target.parent.resourceName}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        name="authResourceForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Form.Item
          name="resourceType"
          label={TEXTS.resourceType}
          rules={RESOURCE_RULES.resourceType}
        >
          <DictSelect
            dictCode={AUTH_DICT.resourceType}
            disabled={target?.mode !== 'child'}
            placeholder={`请选择${TEXTS.resourceType}`}
          />
        </Form.Item>
        <Form.Item
          name="resourceName"
          label={TEXTS.resourceName}
          rules={RESOURCE_RULES.resourceName}
        >
          <Input placeholder={`请输入${TEXTS.resourceName}`} maxLength={30} />
        </Form.Item>
        {type === RESOURCE_TYPE.menu ? (
          <Form.Item name="path" label={TEXTS.path} rules={RESOURCE_RULES.path}>
            <Input placeholder="如：/auth/roleList" />
          </Form.Item>
        ) : (
          <Form.Item name="action" label={TEXTS.action} rules={RESOURCE_RULES.action}>
            <Input placeholder="如：authrole:grant" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
