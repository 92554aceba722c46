import { JVM_INFO_FAILED } from '../../../src/lib/messages';
import { MetricTablePage } from '../shared/MetricTablePage';
import { JVM_METRICS } from './jvmMetrics';

/** JVM信息 (spec 2.7; menu component monitor/JvmInfo). */
export function JvmInfoPage() {
  return <MetricTablePage definitions={JVM_METRICS} failureTitle={JVM_INFO_FAILED} />;
}
