import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { AdjustAccount } from '../../../providers/bill-api';
import { FileUpload } from '../../../src/components/FileUpload';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import { ADJUST_DIRECTION } from '../../../src/lib/account';
import { amountRule } from '../../../src/lib/money';
import { AccountLookup } from './AccountLookup';
import { adjustmentInput, checkAdjustAmount, type AdjustFormValues } from './adjustForm';
import { useBillApi } from './billApiContext';
import { ADJUST_TEXTS as TEXTS } from './texts';
import { useSending } from '../../kit/useSending';

/**
 * 新建调账 (AdjustAddtion): the account looked up with its balances, 调增 / 调减, the amount (spec 5.1;
 * 调减 at most the available balance, refused before sending), the reason, attachments and the
 * operation password (spec 7.2). A refusal keeps the dialog and everything typed.
 */
export function AdjustFormModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useBillApi();
  const [form] = Form.useForm<AdjustFormValues>();
  const [account, setAccount] = useState<AdjustAccount>();
  const { sending, run, busy } = useSending();

  const save = async () => {
    if (busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const input = values ? adjustmentInput(values) : undefined;
    if (!input) return;
    await run(() => api.addAdjustment(input), onSaved);
  };

  return (
    <Modal
      open={open}
      title={TEXTS.addTitle}
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
      width={640}
      onOk={() => void save()}
      onCancel={onClose}
      afterClose={() => setAccount(undefined)}
    >
      <Form
        form={form}
        layout="vertical"
        name="adjustForm"
        preserve={false}
        initialValues={{ adjustDirection: ADJUST_DIRECTION.up }}
      >
        <AccountLookup
          account={account}
          onFound={(found) => {
            setAccount(found);
            if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => {});
          }}
        />
        {/* Starts at 调增 and a radio cannot be cleared, so no required rule: its aria-required
            on antd's group (a plain div) is an axe violation. */}
        <Form.Item name="adjustDirection" label={TEXTS.direction}>
          <Radio.Group
            options={[
              { value: ADJUST_DIRECTION.up, label: '调增' },
              { value: ADJUST_DIRECTION.down, label: '调减' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={TEXTS.amount}
          dependencies={['adjustDirection']}
          rules={[
            { required: true, message: TEXTS.amountRequired },
            amountRule(),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const check = checkAdjustAmount(getFieldValue('adjustDirection'), value, account);
                return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message));
              },
            }),
          ]}
        >
          <Input placeholder={TEXTS.amountPlaceholder} inputMode="decimal" />
        </Form.Item>
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
        <Form.Item name="attachments" label={TEXTS.attachments}>
          <FileUpload
            target="cos"
            bizPath="bill/adjust"
            multiple
            accept="image/*,.pdf,.xls,.xlsx"
          />
        </Form.Item>
        <OpPasswordField />
      </Form>
    </Modal>
  );
}
