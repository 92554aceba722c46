import { useGetIdentity } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { greetingFor } from '../../lib/greeting';
import type { ConsoleIdentity } from '../../../providers/auth-provider';

/** Home (/Home, dashboard/Analysis): greets the signed-in user (spec 9 greeting buckets). */
export function HomePage() {
  const { data: identity } = useGetIdentity<ConsoleIdentity>();
  return (
    <Card>
      <Typography.Title level={4}>
        {greetingFor(new Date().getHours())}，{identity?.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">欢迎使用业务运营支撑系统。</Typography.Paragraph>
    </Card>
  );
}
