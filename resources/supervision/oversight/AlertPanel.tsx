import { Button, Col, Empty, Form, Row, Space, Table } from 'antd';
import { useState } from 'react';
import type { SupAlert, SupAlertFilters } from '../../../providers/supervision-api';
import { DictSelect } from '../../../src/components/DictSelect';
import {
  ALERT_LEVEL,
  ALERT_STATUS,
  SUP_BUTTON,
  SUP_DICT,
  isCode,
  type SupScope,
} from '../../../src/lib/supervision';
import { useAllowed } from '../../kit/useAllowed';
import { AckAlertDialog } from './AckAlertDialog';
import { useAlertColumns } from './alertColumns';
import { ALERT_TEXTS as TEXTS } from './texts';
import { useAlerts } from './useSupReads';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface AlertSearchValues {
  alertStatus?: string;
  alertLevel?: string;
}

const alertFilters = (values: AlertSearchValues): SupAlertFilters => ({
  ...(isCode(ALERT_STATUS, values.alertStatus) ? { alertStatus: values.alertStatus } : {}),
  ...(isCode(ALERT_LEVEL, values.alertLevel) ? { alertLevel: values.alertLevel } : {}),
});

/**
 * 监管预警 of a scope: searched by status and level, newest first; 确认 (sup:ack, spec 6) is the
 * only write of 监管. An acknowledged alert shows at once as the server answered it.
 */
export function AlertPanel({ scope }: { scope: SupScope }) {
  const alerts = useAlerts(scope);
  const allowed = useAllowed();
  const [form] = Form.useForm<AlertSearchValues>();
  const [pending, setPending] = useState<SupAlert>();
  const [acknowledged, setAcknowledged] = useState<ReadonlyMap<string, SupAlert>>(new Map());
  const columns = useAlertColumns(allowed(SUP_BUTTON.ack), setPending);
  const rows = (alerts.data?.rows ?? []).map((alert) => acknowledged.get(alert.alertNo) ?? alert);

  return (
    <>
      <Form
        form={form}
        layout="inline"
        name="supAlertSearch"
        role="search"
        aria-label={TEXTS.search}
        onFinish={(values) => alerts.search(alertFilters(values))}
        style={{ marginBottom: 16 }}
      >
        <Row gutter={[16, 12]} style={{ width: '100%' }}>
          <Col {...COLUMN}>
            <Form.Item name="alertStatus" label={TEXTS.status}>
              <DictSelect dictCode={SUP_DICT.alertStatus} />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Form.Item name="alertLevel" label={TEXTS.level}>
              <DictSelect dictCode={SUP_DICT.alertLevel} />
            </Form.Item>
          </Col>
          <Col {...COLUMN}>
            <Space>
              <Button type="primary" htmlType="submit">
                {TEXTS.query}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  alerts.search({});
                }}
              >
                {TEXTS.reset}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Table<SupAlert>
        rowKey="alertNo"
        columns={columns}
        dataSource={rows}
        loading={alerts.loading}
        pagination={alerts.pagination}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
      <AckAlertDialog
        scope={scope}
        alert={pending}
        onClose={() => setPending(undefined)}
        onDone={(alert) => {
          setPending(undefined);
          setAcknowledged((current) => new Map(current).set(alert.alertNo, alert));
        }}
      />
    </>
  );
}
