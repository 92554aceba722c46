import { Button, Col, Divider, Drawer, Form, Input, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthSystem } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, SYSTEM_RULES } from '../../../src/lib/auth';
import type { JsonRecord } from '../../../src/lib/guards';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { BrandingFields } from '../shared/BrandingFields';
import { EntitySelect } from '../shared/EntitySelect';
import { LoginPreview } from '../shared/LoginPreview';
import { SHARED_TEXTS } from '../shared/texts';
import {
  NEW_SYSTEM,
  systemBrandInfo,
  systemFieldsOf,
  systemFormOf,
  type SystemFormValues,
} from './systemForm';
import { SYSTEM_TEXTS as TEXTS } from './texts';

/** 新增, or 编辑 of `system`. */
export type SystemFormTarget = { mode: 'create' } | { mode: 'edit'; system: AuthSystem };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The system form (SystemAddtion / SystemUpdating; spec 3 system info as a real form): the record
 * (code, name, address, entity, status) and its system info (branding with image upload, tab
 * title and icon, help link, the cfg* flags as switches, the password rule), beside a live preview
 * of the login page drawn by the login page's own frame. A refusal (duplicateCode, addressTaken …)
 * keeps the drawer and what was typed and shows the server's text; one save at a time.
 */
export function SystemFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: SystemFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAdminApi();
  const [form] = Form.useForm<SystemFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;
  const extra = useRef<JsonRecord>({});

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<SystemFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') {
      const opened = systemFormOf(target.system);
      extra.current = opened.extra;
      form.setFieldsValue(opened.values);
    } else {
      extra.current = {};
      form.setFieldsValue(NEW_SYSTEM);
    }
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);
  const watched = Form.useWatch([], { form, preserve: true });

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && systemFieldsOf(form.getFieldsValue(true), extra.current);
    if (!fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateSystem(target.system.sysId, fields)
          : api.addSystem(fields),
      onSaved,
    );
  };

  return (
    <Drawer
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      width="min(1280px, 100vw)"
      maskClosable={false}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{SHARED_TEXTS.cancel}</Button>
          <Button type="primary" loading={sending} onClick={() => void save()}>
            {SHARED_TEXTS.ok}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} xl={13}>
          <Form
            form={form}
            layout="vertical"
            name="authSystemForm"
            disabled={sending}
            onValuesChange={noteChange}
          >
            <Row gutter={16}>
              <Col span={24}>
                <Divider orientation="left">{TEXTS.basics}</Divider>
              </Col>
              <Col {...HALF}>
                <Form.Item name="sysCode" label={TEXTS.sysCode} rules={SYSTEM_RULES.sysCode}>
                  <Input placeholder="如 hl_ops" disabled={target?.mode === 'edit'} />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item name="sysName" label={TEXTS.sysName} rules={SYSTEM_RULES.sysName}>
                  <Input placeholder={`请输入${TEXTS.sysName}`} />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item name="url" label={SHARED_TEXTS.url} rules={SYSTEM_RULES.url}>
                  <Input placeholder="如 console.huilianpay.com" />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item name="port" label={TEXTS.port} rules={SYSTEM_RULES.port}>
                  <Input inputMode="numeric" placeholder="如 443" />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item name="entityId" label={TEXTS.entity} rules={SYSTEM_RULES.entityId}>
                  <EntitySelect />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item
                  name="sysStatus"
                  label={SHARED_TEXTS.status}
                  rules={SYSTEM_RULES.sysStatus}
                >
                  <DictSelect dictCode={AUTH_DICT.status} />
                </Form.Item>
              </Col>
              <BrandingFields withPasswordRule disabled={sending} />
              <Col span={24}>
                <Form.Item name="remark" label={SHARED_TEXTS.remark} rules={SYSTEM_RULES.remark}>
                  <Input.TextArea rows={2} maxLength={200} showCount />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={24} xl={11}>
          <div style={{ position: 'sticky', top: 0 }}>
            <LoginPreview info={systemBrandInfo(watched)} />
          </div>
        </Col>
      </Row>
    </Drawer>
  );
}
