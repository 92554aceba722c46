import { TOMCAT_INFO_FAILED } from '../../../src/lib/messages';
import { MetricTablePage } from '../shared/MetricTablePage';
import { TOMCAT_METRICS } from './tomcatMetrics';

/** Tomcat信息 (spec 2.7; menu component monitor/TomcatInfo). */
export function TomcatInfoPage() {
  return <MetricTablePage definitions={TOMCAT_METRICS} failureTitle={TOMCAT_INFO_FAILED} />;
}
