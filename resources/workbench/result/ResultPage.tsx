import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { readResult, type ResultStatus } from '../../../src/lib/workbench/result';

const ANTD_STATUS = { success: 'success', failure: 'error', pending: 'info' } as const;
const STATUS_TEXT: Readonly<Record<ResultStatus, string>> = {
  success: '提交成功',
  failure: '提交失败',
  pending: '处理中',
};
const NONE = {
  title: '没有可显示的提交结果',
  description: '提交结果只在提交后显示一次；请到相应页面查看业务的最新状态。',
  home: '返回首页',
  todo: '我的待办',
};

/** antd's result title is a plain div: named a heading so assistive technology finds it. */
function Heading({ text }: { text: string }) {
  return (
    <span role="heading" aria-level={2}>
      {text}
    </span>
  );
}

/**
 * 提交结果 (issue 19 item 6, spec 2.7): the outcome a flow left in the route state — success,
 * failure or pending — with the submission's number and the next steps, the first one primary.
 * Opened without one (a reload of an old tab, a typed URL) it says so instead of guessing.
 */
export function ResultPage() {
  const navigate = useNavigate();
  const result = readResult(useLocation().state);
  if (!result) {
    return (
      <Card>
        <Result
          status="warning"
          title={<Heading text={NONE.title} />}
          subTitle={NONE.description}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => void navigate('/')}>
                {NONE.home}
              </Button>
              <Button onClick={() => void navigate('/workbench/todoList')}>{NONE.todo}</Button>
            </Space>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status={ANTD_STATUS[result.status]}
        icon={result.status === 'pending' ? <ClockCircleOutlined /> : undefined}
        title={<Heading text={result.title} />}
        subTitle={
          <Space direction="vertical" size={4}>
            <Typography.Text type="secondary">{STATUS_TEXT[result.status]}</Typography.Text>
            {result.number ? (
              <Typography.Text>
                {result.number.label}：
                <Typography.Text strong copyable>
                  {result.number.value}
                </Typography.Text>
              </Typography.Text>
            ) : null}
            {result.description ? <Typography.Text>{result.description}</Typography.Text> : null}
          </Space>
        }
        extra={
          <Space wrap>
            {result.steps.map((step, index) => (
              <Button
                key={step.href}
                type={index === 0 ? 'primary' : 'default'}
                onClick={() => void navigate(step.href)}
              >
                {step.label}
              </Button>
            ))}
          </Space>
        }
      />
    </Card>
  );
}
