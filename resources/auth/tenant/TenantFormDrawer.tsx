import { Button, Col, Divider, Drawer, Form, Input, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthTenant } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, TENANT_RULES, brandInfoOf } from '../../../src/lib/auth';
import type { JsonRecord } from '../../../src/lib/guards';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAdminApi } from '../shared/authAdminApiContext';
import { BrandingFields } from '../shared/BrandingFields';
import { LoginPreview } from '../shared/LoginPreview';
import { SHARED_TEXTS } from '../shared/texts';
import { NEW_TENANT, tenantFieldsOf, tenantFormOf, type TenantFormValues } from './tenantForm';
import { TENANT_TEXTS as TEXTS } from './texts';

export type TenantFormTarget = { mode: 'create' } | { mode: 'edit'; tenant: AuthTenant };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The tenant form (TenantAddtion / TenantUpdating): name, host name, status and the tenant info
 * (spec 3 branding and flags) with the same live login preview as the system form; a refusal
 * (duplicateDomain, lastActiveTenant) keeps the drawer and what was typed.
 */
export function TenantFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: TenantFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAdminApi();
  const [form] = Form.useForm<TenantFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;
  const extra = useRef<JsonRecord>({});

  const filledFor = useRef<TenantFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') {
      const opened = tenantFormOf(target.tenant);
      extra.current = opened.extra;
      form.setFieldsValue(opened.values);
    } else {
      extra.current = {};
      form.setFieldsValue(NEW_TENANT);
    }
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);
  const watched = Form.useWatch('info', { form, preserve: true });

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && tenantFieldsOf(form.getFieldsValue(true), extra.current);
    if (!fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateTenant(target.tenant.tenantId, fields)
          : api.addTenant(fields),
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
            name="authTenantForm"
            disabled={sending}
            onValuesChange={noteChange}
          >
            <Row gutter={16}>
              <Col span={24}>
                <Divider orientation="left">{TEXTS.basics}</Divider>
              </Col>
              <Col {...HALF}>
                <Form.Item
                  name="tenantName"
                  label={TEXTS.tenantName}
                  rules={TENANT_RULES.tenantName}
                >
                  <Input placeholder={`请输入${TEXTS.tenantName}`} />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item name="url" label={SHARED_TEXTS.url} rules={TENANT_RULES.url}>
                  <Input placeholder="如 mch.huilianpay.com" />
                </Form.Item>
              </Col>
              <Col {...HALF}>
                <Form.Item
                  name="tenantStatus"
                  label={SHARED_TEXTS.status}
                  rules={TENANT_RULES.tenantStatus}
                >
                  <DictSelect dictCode={AUTH_DICT.status} />
                </Form.Item>
              </Col>
              <BrandingFields withSysName disabled={sending} />
              <Col span={24}>
                <Form.Item name="remark" label={SHARED_TEXTS.remark} rules={TENANT_RULES.remark}>
                  <Input.TextArea rows={2} maxLength={200} showCount />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={24} xl={11}>
          <div style={{ position: 'sticky', top: 0 }}>
            <LoginPreview info={brandInfoOf(watched ?? {})} />
          </div>
        </Col>
      </Row>
    </Drawer>
  );
}
