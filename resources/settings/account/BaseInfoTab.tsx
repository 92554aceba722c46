import { Button, Descriptions, Form, Input } from 'antd';
import type { ProfileFields, UserProfile } from '../../../providers/account-centre-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { isTelephone } from '../../../src/lib/accountCentre/telephone';
import { useSending } from '../../kit/useSending';
import { useAccountCentre } from './accountCentreContext';
import { ReadState } from './ReadState';
import { BASE_LABELS, REALNAME_REQUIRED, SAVE, SEX_PLACEHOLDER, TELEPHONE_INVALID } from './texts';
import { useProfile } from './useAccountReads';

/** 基本设置: the user's own name, sex, telephone and introduction (UserProfileUpdating). */
export function BaseInfoTab() {
  const { query } = useProfile();
  return <ReadState query={query}>{(profile) => <BaseInfoForm profile={profile} />}</ReadState>;
}

function BaseInfoForm({ profile }: { profile: UserProfile }) {
  const { api } = useAccountCentre();
  const { store } = useProfile();
  const { sending, run } = useSending();
  const [form] = Form.useForm<ProfileFields>();

  // A refusal keeps what was typed: the form is only ever filled from the first read.
  const submit = (values: ProfileFields) =>
    void run(
      async () => {
        const outcome = await api.updateProfile({
          realname: values.realname.trim(),
          sex: values.sex ?? null,
          telephone: values.telephone?.trim() || null,
          introduction: values.introduction?.trim() || null,
        });
        if (outcome.ok) store(outcome.value);
        return outcome;
      },
      () => undefined,
    );

  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={BASE_LABELS.username}>{profile.username}</Descriptions.Item>
        <Descriptions.Item label={BASE_LABELS.orgName}>{profile.orgName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={BASE_LABELS.workNo}>{profile.workNo ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{
          realname: profile.realname,
          sex: profile.sex ?? undefined,
          telephone: profile.telephone ?? undefined,
          introduction: profile.introduction ?? undefined,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="realname"
          label={BASE_LABELS.realname}
          rules={[{ required: true, whitespace: true, message: REALNAME_REQUIRED }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sex" label={BASE_LABELS.sex}>
          <DictSelect dictCode="sex" placeholder={SEX_PLACEHOLDER} allowClear />
        </Form.Item>
        <Form.Item
          name="telephone"
          label={BASE_LABELS.telephone}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                isTelephone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(TELEPHONE_INVALID)),
            },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="introduction" label={BASE_LABELS.introduction}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {SAVE}
        </Button>
      </Form>
    </>
  );
}
