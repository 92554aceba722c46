import { Button, Col, Form, Row, Space } from 'antd';
import {
  isChannelCode,
  isProductCode,
  type InnetFilters,
} from '../../../providers/customer-innet-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { INNET_STATUS, isCode } from '../../../src/lib/customer';
import { resetSearch } from '../../kit/useListLink';
import { CustomerPicker } from '../customer/CustomerPicker';
import { INNET_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

export interface InnetSearchValues {
  cusCode?: string;
  channelCode?: string;
  productCode?: string;
  innetStatus?: string;
}

/** The filters of a search: only the codes of their sets, what is empty left out. */
export function innetFilters(values: InnetSearchValues): InnetFilters {
  return {
    cusCode: values.cusCode || undefined,
    channelCode: isChannelCode(values.channelCode) ? values.channelCode : undefined,
    productCode: isProductCode(values.productCode) ? values.productCode : undefined,
    innetStatus: isCode(INNET_STATUS, values.innetStatus) ? values.innetStatus : undefined,
  };
}

export interface InnetSearchFormProps {
  onSearch: (filters: InnetFilters) => void;
  /** The values shown at first: a link's filters (issue 18 item 4). */
  initialValues?: InnetSearchValues;
}

/** 渠道进件 search: customer, channel, product, status. */
export function InnetSearchForm({ onSearch, initialValues }: InnetSearchFormProps) {
  const [form] = Form.useForm<InnetSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="innetSearch"
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(innetFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="cusCode" label={TEXTS.customer}>
            <CustomerPicker />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="channelCode" label={TEXTS.channel}>
            <DictSelect dictCode="cus_channel" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="productCode" label={TEXTS.product}>
            <DictSelect dictCode="cus_product" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="innetStatus" label={TEXTS.status}>
            <DictSelect dictCode="cus_innet_status" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                resetSearch(form);
                onSearch({});
              }}
            >
              重置
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
