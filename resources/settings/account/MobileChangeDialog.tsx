import { Button, Form, Input, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import type { UserProfile } from '../../../providers/account-centre-api';
import { SmsCaptchaField } from '../../../src/components/SmsCaptchaField';
import {
  ALTERATION_START,
  STEP_INDEX,
  tokenFor,
  verified,
  type AlterationState,
} from '../../../src/lib/accountCentre/mobileAlteration';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { mobileRules } from '../../../src/lib/validators/fields';
import { useFeedback } from '../../kit/useFeedback';
import { useSending } from '../../kit/useSending';
import { useAccountCentre } from './accountCentreContext';
import {
  ALTERATION_EXPIRED,
  BOUND_MOBILE,
  CANCEL,
  CHANGE_MOBILE,
  DONE,
  MOBILE_CHANGED,
  MOBILE_STEPS,
  NEW_MOBILE,
  NEXT,
  SMS_CODE,
  SMS_CODE_REQUIRED,
} from './texts';

export interface MobileChangeDialogProps {
  open: boolean;
  onClose: () => void;
  boundMasked: string;
  onChanged: (profile: UserProfile) => void;
}

/**
 * 更换手机号 (spec 2.7 binding): step 1 proves the bound mobile with an SMS code
 * (UserBindingMobileVerify), step 2 binds the new one with a code sent to it
 * (UserBindingMobileModify). A refusal keeps the step and what was typed.
 */
export function MobileChangeDialog({
  open,
  onClose,
  boundMasked,
  onChanged,
}: MobileChangeDialogProps) {
  const [state, setState] = useState<AlterationState>(ALTERATION_START);
  const [newMasked, setNewMasked] = useState('');
  const close = () => {
    setState(ALTERATION_START);
    onClose();
  };
  return (
    <Modal
      title={CHANGE_MOBILE}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      <Steps
        size="small"
        current={STEP_INDEX[state.step]}
        items={MOBILE_STEPS.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      {state.step === 'verifyBound' && (
        <VerifyBoundStep boundMasked={boundMasked} onVerified={setState} onCancel={close} />
      )}
      {state.step === 'bindNew' && (
        <BindNewStep
          state={state}
          onRestart={() => setState(ALTERATION_START)}
          onBound={(profile) => {
            setNewMasked(profile.mobileMasked ?? '');
            setState({ step: 'done' });
            onChanged(profile);
          }}
          onCancel={close}
        />
      )}
      {state.step === 'done' && (
        <Result
          status="success"
          title={MOBILE_CHANGED(newMasked)}
          extra={
            <Button type="primary" onClick={close}>
              {DONE}
            </Button>
          }
        />
      )}
    </Modal>
  );
}

function StepButtons({ sending, onCancel }: { sending: boolean; onCancel: () => void }) {
  return (
    <Form.Item wrapperCol={{ offset: 6 }}>
      <Button type="primary" htmlType="submit" loading={sending} style={{ marginRight: 8 }}>
        {NEXT}
      </Button>
      <Button onClick={onCancel}>{CANCEL}</Button>
    </Form.Item>
  );
}

function VerifyBoundStep({
  boundMasked,
  onVerified,
  onCancel,
}: {
  boundMasked: string;
  onVerified: (state: AlterationState) => void;
  onCancel: () => void;
}) {
  const { api } = useAccountCentre();
  const { sending, run } = useSending();
  const submit = ({ captcha }: { captcha: string }) =>
    void run(
      async () => {
        const outcome = await api.verifyBoundMobile(captcha.trim());
        if (outcome.ok)
          onVerified(verified(outcome.value.alterToken, outcome.value.expiresIn, Date.now()));
        return outcome;
      },
      () => undefined,
    );

  return (
    <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} onFinish={submit}>
      <Form.Item label={BOUND_MOBILE}>
        <span>{boundMasked}</span>
      </Form.Item>
      <SmsCaptchaField
        name="captcha"
        label={SMS_CODE}
        requiredMessage={SMS_CODE_REQUIRED}
        resolveMobile={async () => boundMasked}
        send={(mobile) => api.sendMobileCode(mobile, 'mobileOld')}
      />
      <StepButtons sending={sending} onCancel={onCancel} />
    </Form>
  );
}

function BindNewStep({
  state,
  onRestart,
  onBound,
  onCancel,
}: {
  state: AlterationState;
  onRestart: () => void;
  onBound: (profile: UserProfile) => void;
  onCancel: () => void;
}) {
  const { api } = useAccountCentre();
  const feedback = useFeedback();
  const { sending, run } = useSending();
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();

  const resolveNewMobile = async (): Promise<string | undefined> => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      return mobile;
    } catch {
      return undefined;
    }
  };

  const submit = ({ mobile, captcha }: { mobile: string; captcha: string }) => {
    const alterToken = tokenFor(state, Date.now());
    if (!alterToken) {
      feedback.warn(ALTERATION_EXPIRED);
      onRestart();
      return;
    }
    void run(
      async () => {
        const outcome = await api.changeMobile({ alterToken, mobile, captcha: captcha.trim() });
        if (outcome.ok) onBound(outcome.value);
        return outcome;
      },
      () => undefined,
    );
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 16 }}
      onFinish={submit}
    >
      <Form.Item name="mobile" label={NEW_MOBILE} rules={mobileRules({ dialable: true })}>
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <SmsCaptchaField
        name="captcha"
        label={SMS_CODE}
        requiredMessage={SMS_CODE_REQUIRED}
        resolveMobile={resolveNewMobile}
        send={(mobile) => api.sendMobileCode(mobile, 'mobileNew')}
      />
      <StepButtons sending={sending} onCancel={onCancel} />
    </Form>
  );
}
