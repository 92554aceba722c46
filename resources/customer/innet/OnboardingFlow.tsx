import { Alert, Card, Spin, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { InnetKey, InnetRecord } from '../../../providers/customer-innet-api';
import type { Failure } from '../../../providers/outcome';
import {
  INNET_STATUS,
  ONBOARDING_STEPS,
  onboardingView,
  type OnboardingStepKey,
} from '../../../src/lib/customer';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { INNET_CODE } from './permissions';
import { RecordSummary } from './RecordSummary';
import { OpenedStep } from './steps/OpenedStep';
import { PayVerifyStep } from './steps/PayVerifyStep';
import { ReviewStep } from './steps/ReviewStep';
import { SignStep } from './steps/SignStep';
import { SmsStep } from './steps/SmsStep';
import { StoppedStep } from './steps/StoppedStep';
import { SubmitStep } from './steps/SubmitStep';
import type { StepProps } from './steps/stepProps';
import { INNET_TEXTS as TEXTS } from './texts';
import { useInnetRecord } from './useInnetRecord';

const STEP_ITEMS = ONBOARDING_STEPS.map((step) => ({ title: step.title }));
const SUBMIT_STEP = ONBOARDING_STEPS.findIndex((step) => step.key === 'submit');

/** The step that acts on a record of the forward path (review and opened only show). */
function actingStep(key: OnboardingStepKey, props: StepProps & { record: InnetRecord }): ReactNode {
  switch (key) {
    case 'sign':
      return <SignStep {...props} />;
    case 'sms':
      return <SmsStep {...props} />;
    case 'pay-verify':
      return <PayVerifyStep {...props} />;
    default:
      return null;
  }
}

/**
 * 进件办理 (issue 16 page 4): one customer × channel × product through the onboarding machine
 * (onboardingView): the antd Steps of where the record stands and the one step that moves it on,
 * behind cus:innet (spec 6; without it the progress shows, no action).
 */
export function OnboardingFlow({ innetKey }: { innetKey: InnetKey }) {
  const allowed = useAllowed();
  const feedback = useFeedback();
  const canAct = allowed(INNET_CODE);
  const { record, loading, rereading, failed, reread, replace } = useInnetRecord(innetKey);
  // 08 / 09: the user chose to edit the application and resubmit it.
  const [resubmitting, setResubmitting] = useState(false);

  const onMoved = (next: InnetRecord, message: string) => {
    replace(next);
    setResubmitting(false);
    feedback.succeeded(message);
  };

  const onRefused = (failure: Failure) => {
    feedback.outcome(failure);
    reread();
  };

  const view = onboardingView(
    record?.innetStatus ?? INNET_STATUS.toSubmit,
    record?.failedStatus ?? undefined,
  );
  const stepKey = ONBOARDING_STEPS[view.step]?.key ?? 'submit';
  const editing = resubmitting && view.next.kind === 'resubmit';
  const stepProps: StepProps = { innetKey, record, onMoved, onRefused };

  const body = (): ReactNode => {
    if (view.next.kind === 'resubmit' && record && !editing) {
      return (
        <StoppedStep
          record={record}
          onResubmit={canAct ? () => setResubmitting(true) : undefined}
        />
      );
    }
    if (editing) return <SubmitStep {...stepProps} />;
    if (stepKey === 'review') return <ReviewStep rereading={rereading} onReread={reread} />;
    if (stepKey === 'opened' && record) return <OpenedStep record={record} />;
    if (!canAct) return <Alert type="info" showIcon message={TEXTS.noPermission} />;
    if (stepKey === 'submit') return <SubmitStep {...stepProps} />;
    return record ? actingStep(stepKey, { ...stepProps, record }) : null;
  };

  return (
    <Card title={TEXTS.pageTitle}>
      <RecordSummary innetKey={innetKey} record={record} />
      <Steps
        current={editing ? SUBMIT_STEP : view.step}
        status={editing ? 'process' : view.stepStatus}
        items={STEP_ITEMS}
        style={{ marginBottom: 32 }}
      />
      {loading ? <Spin /> : failed ? null : body()}
    </Card>
  );
}
