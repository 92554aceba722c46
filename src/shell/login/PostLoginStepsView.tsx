import { Alert, Button, Form, Select, Steps } from 'antd';
import { useState } from 'react';
import type { PostLoginChoices, PostLoginSteps } from '../../../providers/auth-provider';
import { SignInCard } from './SignInCard';
import { postLoginSteps } from './signInApi';

type ChoiceKind = keyof PostLoginChoices;

const ORDER: readonly ChoiceKind[] = ['tenants', 'departs', 'groups'];

const TEXT: Record<ChoiceKind, { step: string; label: string; required: string }> = {
  tenants: { step: '选择租户', label: '租户', required: '请选择租户' },
  departs: { step: '选择部门', label: '部门', required: '请选择部门' },
  groups: { step: '选择分组', label: '分组', required: '请选择分组' },
};

interface Props {
  choices: PostLoginChoices;
  onDone: () => void;
  steps?: Pick<PostLoginSteps, 'chooseTenant' | 'chooseDepart' | 'chooseGroup'>;
}

/** Tenant, then department, then group, each only when there is a choice (jeecg-contracts §4). */
export function PostLoginStepsView({ choices, onDone, steps = postLoginSteps }: Props) {
  const kinds = ORDER.filter((kind) => choices[kind].length > 0);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const kind = kinds[index] ?? 'tenants';

  const apply = async (value: string): Promise<boolean> => {
    if (kind === 'tenants') steps.chooseTenant(value);
    if (kind === 'groups') steps.chooseGroup(value);
    if (kind !== 'departs') return true;
    setBusy(true);
    const outcome = await steps.chooseDepart(value);
    setBusy(false);
    if (!outcome.ok && !outcome.presented) setError(outcome.message);
    return outcome.ok;
  };

  const confirm = async ({ choice }: { choice: string }) => {
    setError(undefined);
    if (!(await apply(choice))) return;
    if (index + 1 >= kinds.length) onDone();
    else setIndex(index + 1);
  };

  return (
    <SignInCard title="登录确认">
      {kinds.length > 1 && (
        <Steps
          size="small"
          current={index}
          items={kinds.map((step) => ({ title: TEXT[step].step }))}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form key={kind} layout="vertical" onFinish={confirm} disabled={busy} requiredMark={false}>
        <Form.Item
          name="choice"
          label={TEXT[kind].label}
          rules={[{ required: true, message: TEXT[kind].required }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={TEXT[kind].required}
            options={choices[kind]}
            size="large"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          确定
        </Button>
      </Form>
    </SignInCard>
  );
}
