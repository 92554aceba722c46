import { Col, Divider, Form, Input, Modal, Row } from 'antd';
import { useEffect, useRef } from 'react';
import type { Supplier } from '../../../providers/agent-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AGENT_DICT, SUPPLIER_RULES, contractEndRules, feeRateRule } from '../../../src/lib/agent';
import { useSending } from '../../kit/useSending';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useAgentApi } from '../shared/agentApiContext';
import { ContactFields, SettleAcctFields } from '../shared/SettleAcctFields';
import { SHARED_TEXTS } from '../shared/texts';
import { DateTextPicker } from './DateTextPicker';
import { supplierFieldsOf, supplierFormValues, type SupplierFormValues } from './supplierForm';
import { SUPPLIER_TEXTS as TEXTS } from './texts';

/** 新建, or 编辑 of `supplier`. */
export type SupplierFormTarget = { mode: 'create' } | { mode: 'edit'; supplier: Supplier };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The supplier form (SupplierAddtion / SupplierUpdating, spec 5.1 rules): the supplier, its
 * contact, the settlement account and the terms (settlement cycle, fee rate, a contract that ends
 * after it starts). A refusal (duplicateName …) keeps the dialog and what was typed and shows the
 * server's text; one save at a time.
 */
export function SupplierFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: SupplierFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAgentApi();
  const [form] = Form.useForm<SupplierFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<SupplierFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(supplierFormValues(target.supplier));
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && supplierFieldsOf(values);
    if (!fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateSupplier(target.supplier.supplierCode, fields)
          : api.addSupplier(fields),
      onSaved,
    );
  };

  return (
    <Modal
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      width={860}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="supplierForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item
              name="supplierName"
              label={TEXTS.supplierName}
              rules={SUPPLIER_RULES.supplierName}
            >
              <Input placeholder={`请输入${TEXTS.supplierName}`} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="supplyType" label={TEXTS.supplyType} rules={SUPPLIER_RULES.supplyType}>
              <DictSelect
                dictCode={AGENT_DICT.supplyType}
                placeholder={`请选择${TEXTS.supplyType}`}
              />
            </Form.Item>
          </Col>
          <ContactFields />
          <Col span={24}>
            <Divider orientation="left">{TEXTS.terms}</Divider>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="settleCycle"
              label={TEXTS.settleCycle}
              rules={SUPPLIER_RULES.settleCycle}
            >
              <DictSelect
                dictCode={AGENT_DICT.settleCycle}
                placeholder={`请选择${TEXTS.settleCycle}`}
              />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="feeRate" label={TEXTS.feeRate} rules={[feeRateRule()]}>
              <Input placeholder="按比例收费时填写，如 0.2500" inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="contractStart"
              label={TEXTS.contractStart}
              rules={SUPPLIER_RULES.contractStart}
            >
              <DateTextPicker placeholder={`请选择${TEXTS.contractStart}`} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="contractEnd"
              label={TEXTS.contractEnd}
              dependencies={['contractStart']}
              rules={contractEndRules()}
            >
              <DateTextPicker placeholder={`请选择${TEXTS.contractEnd}`} />
            </Form.Item>
          </Col>
          <SettleAcctFields />
          <Col span={24}>
            <Form.Item name="remark" label={SHARED_TEXTS.remark} rules={SUPPLIER_RULES.remark}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
