import { Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { CronInput, cronExpressionRule } from '../../../components/CronInput';
import { CRON_EMPTY } from '../../../lib/messages';
import { DemoCard } from './DemoCard';

interface JobForm {
  cronExpression: string;
}

/** Gallery section `cron`: the Quartz cron input alone and inside a form (spec 2.10, 4). */
export default function CronSection() {
  const [expression, setExpression] = useState('');
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <DemoCard title="Cron表达式" value={expression}>
        <CronInput value={expression} onChange={setExpression} />
      </DemoCard>
      <DemoCard title="在表单中使用（定时任务）" value={submitted}>
        <Form<JobForm>
          layout="vertical"
          initialValues={{ cronExpression: '0 0/30 9-17 ? * MON-FRI' }}
          onFinish={(values) => setSubmitted(values.cronExpression)}
        >
          <Form.Item
            label="Cron表达式"
            name="cronExpression"
            rules={[{ required: true, message: CRON_EMPTY }, cronExpressionRule]}
          >
            <CronInput showError={false} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          提交时按 Quartz 的规则校验表达式。
        </Typography.Paragraph>
      </DemoCard>
    </Space>
  );
}
