import { SYSTEM_INFO_FAILED } from '../../../src/lib/messages';
import { MetricTablePage } from '../shared/MetricTablePage';
import { SYSTEM_METRICS } from './systemMetrics';

/** 服务器信息 (spec 2.7; menu component monitor/SystemInfo). */
export function SystemInfoPage() {
  return <MetricTablePage definitions={SYSTEM_METRICS} failureTitle={SYSTEM_INFO_FAILED} />;
}
