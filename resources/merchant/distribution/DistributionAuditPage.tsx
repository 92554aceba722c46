import { DIST_STATUS } from '../../../src/lib/distribution';
import { useListLink } from '../../kit/useListLink';
import { DistributionWorkspace } from './DistributionWorkspace';
import { DIST_TEXTS as TEXTS } from './texts';

const PENDING = { distStatus: DIST_STATUS.pending };

/**
 * 分发审核 (商户平台, issue 18 B): opens on 00 待审核; another operator than the submitter passes
 * (confirmed) or rejects (reason required) a distribution. A link's filters (`?distNo=…`, 我的待办
 * of issue 19) start the list afresh with them instead.
 */
export function DistributionAuditPage() {
  const link = useListLink('distAudit');
  return (
    <DistributionWorkspace
      key={link.key}
      title={TEXTS.auditTitle}
      initial={link.linked ? link.fields : PENDING}
      defaults={PENDING}
      offers={['pass', 'reject']}
      adds={false}
    />
  );
}
