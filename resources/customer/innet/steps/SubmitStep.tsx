import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Spin } from 'antd';
import { useMemo } from 'react';
import type { SettleAcct } from '../../../../providers/customer-innet-api';
import { useFailureOnce } from '../../../kit/useFailureOnce';
import { useFeedback } from '../../../kit/useFeedback';
import { channelFormValues, editableValues, isMasked, type ChannelValues } from '../channelForm';
import { useInnetApi } from '../innetApiContext';
import { INNET_TEXTS as TEXTS } from '../texts';
import { useSingleCall } from '../useSingleCall';
import { ChannelFormFields } from './ChannelFormFields';
import { SettleAcctFields } from './SettleAcctFields';
import type { StepProps } from './stepProps';

interface SubmitValues {
  formValues?: ChannelValues;
  settleAcct?: Partial<SettleAcct>;
}

/** The stored account a resubmission starts from, its masked number left for the user. */
function editableAcct(acct: SettleAcct | null | undefined): Partial<SettleAcct> | undefined {
  if (!acct) return undefined;
  return isMasked(acct.acctNo) ? { ...acct, acctNo: undefined } : acct;
}

const trimmedAcct = (acct: Partial<SettleAcct>): SettleAcct => ({
  acctType: acct.acctType ?? '1',
  acctName: acct.acctName?.trim() ?? '',
  acctNo: acct.acctNo?.trim() ?? '',
  bankName: acct.bankName?.trim() ?? '',
  bankBranchName: acct.bankBranchName?.trim() || null,
  bankBranchNo: acct.bankBranchNo?.trim() || null,
});

/**
 * 提交申请 (CusChannelInnet): the channel's fields (CusChannelFormInquiry, one generic form) and
 * the settlement account. A resubmission (08, 09) starts from the stored values and names the
 * record; a refused submission keeps what was typed and shows the server's text.
 */
export function SubmitStep({ innetKey, record, onMoved, onRefused }: StepProps) {
  const api = useInnetApi();
  const feedback = useFeedback();
  const [form] = Form.useForm<SubmitValues>();
  const { pending, run } = useSingleCall();
  const { channelCode, productCode } = innetKey;
  const fieldsQuery = useQuery({
    queryKey: ['cap', 'customer', 'innet', 'form', channelCode, productCode],
    queryFn: () => api.channelForm(channelCode, productCode),
    retry: false,
    staleTime: Infinity,
  });
  useFailureOnce(fieldsQuery, feedback.failed);
  const fields = fieldsQuery.data;

  const stored = record?.formValues;
  const storedAcct = record?.settleAcct;
  // Initial values only: the form mounts once per step, and a kept-alive tab shown again (spec
  // 2.8) keeps it with what the user typed (no effect refills it).
  const initialValues = useMemo<SubmitValues>(
    () => ({
      formValues: editableValues(stored),
      settleAcct: editableAcct(storedAcct) ?? { acctType: '1' },
    }),
    [stored, storedAcct],
  );
  const hasMasked =
    Object.values(stored ?? {}).some(isMasked) || isMasked(storedAcct?.acctNo ?? undefined);

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values || !fields) return;
      const outcome = await api.submit({
        ...innetKey,
        ...(record ? { innetNo: record.innetNo } : {}),
        formValues: channelFormValues(fields, values.formValues ?? {}),
        settleAcct: trimmedAcct(values.settleAcct ?? {}),
      });
      if (outcome.ok) onMoved(outcome.record, outcome.message);
      else onRefused(outcome);
    });

  if (!fields) return <Spin spinning={fieldsQuery.isFetching} />;
  return (
    <Form
      form={form}
      name="innetSubmit"
      initialValues={initialValues}
      layout="horizontal"
      labelCol={{ flex: '160px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 720 }}
      disabled={pending}
      onFinish={() => void submit()}
    >
      {hasMasked ? <Alert type="info" showIcon message={TEXTS.maskedRetype} /> : null}
      <Divider orientation="left">{TEXTS.channelForm}</Divider>
      <ChannelFormFields fields={fields} />
      <Divider orientation="left">{TEXTS.settleAcct}</Divider>
      <SettleAcctFields />
      <Form.Item wrapperCol={{ offset: 0 }}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {TEXTS.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
