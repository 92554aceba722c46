import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { isChannelCode, isProductCode, type InnetKey } from '../../../providers/customer-innet-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { CUS_STATUS } from '../../../src/lib/customer';
import { CustomerPicker } from '../customer/CustomerPicker';
import { INNET_TEXTS as TEXTS } from './texts';

interface NewInnetValues {
  cusCode?: string;
  channelCode?: string;
  productCode?: string;
}

export interface NewInnetModalProps {
  open: boolean;
  /** The customer is given (a customer's panel): only channel and product are picked. */
  cusCode?: string;
  onClose: () => void;
  /** The record to open in its 进件办理 tab. */
  onPicked: (key: InnetKey) => void;
}

/** 新建进件: an effective customer (CustomerPicker), a channel and a product → 进件办理. */
export function NewInnetModal({ open, cusCode, onClose, onPicked }: NewInnetModalProps) {
  const [form] = Form.useForm<NewInnetValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const pick = async () => {
    const values = await form.validateFields().catch(() => undefined);
    const customer = cusCode ?? values?.cusCode;
    if (!values || !customer) return;
    const { channelCode, productCode } = values;
    if (!isChannelCode(channelCode) || !isProductCode(productCode)) return;
    onPicked({ cusCode: customer, channelCode, productCode });
  };

  return (
    <Modal
      open={open}
      title={TEXTS.createTitle}
      okText="确定"
      cancelText="取消"
      maskClosable={false}
      forceRender
      onOk={() => void pick()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="innetNew">
        {cusCode ? null : (
          <Form.Item
            name="cusCode"
            label={TEXTS.customer}
            rules={[{ required: true, message: TEXTS.customerRequired }]}
          >
            <CustomerPicker cusStatus={CUS_STATUS.active} />
          </Form.Item>
        )}
        <Form.Item
          name="channelCode"
          label={TEXTS.channel}
          rules={[{ required: true, message: TEXTS.channelRequired }]}
        >
          <DictSelect dictCode="cus_channel" />
        </Form.Item>
        <Form.Item
          name="productCode"
          label={TEXTS.product}
          rules={[{ required: true, message: TEXTS.productRequired }]}
        >
          <DictSelect dictCode="cus_product" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
