import { DIST_STATUS } from '../../../src/lib/distribution';
import { DistributionWorkspace } from './DistributionWorkspace';
import { DIST_TEXTS as TEXTS } from './texts';

const PENDING = { distStatus: DIST_STATUS.pending };

/**
 * 分发审核 (商户平台, issue 18 B): opens on 00 待审核; another operator than the submitter passes
 * (confirmed) or rejects (reason required) a distribution.
 */
export function DistributionAuditPage() {
  return (
    <DistributionWorkspace
      title={TEXTS.auditTitle}
      initial={PENDING}
      offers={['pass', 'reject']}
      adds={false}
    />
  );
}
