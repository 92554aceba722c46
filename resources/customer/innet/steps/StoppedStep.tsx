import { Alert, Button } from 'antd';
import type { InnetRecord } from '../../../../providers/customer-innet-api';
import { INNET_STATUS, ONBOARDING_RESUBMIT } from '../../../../src/lib/customer';
import { INNET_TEXTS as TEXTS } from '../texts';

/**
 * 09 已驳回 and 08 失败: the reason, and the way back (edit the application and resubmit, which
 * takes the record back through 00) for those allowed to act.
 */
export function StoppedStep({
  record,
  onResubmit,
}: {
  record: InnetRecord;
  /** Absent for a user without the code. */
  onResubmit?: () => void;
}) {
  const title = record.innetStatus === INNET_STATUS.rejected ? TEXTS.rejected : TEXTS.failed;
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={record.statusReason ?? ''}
      action={
        onResubmit ? (
          <Button type="primary" onClick={onResubmit}>
            {ONBOARDING_RESUBMIT}
          </Button>
        ) : undefined
      }
    />
  );
}
