import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  codingRuleCheck,
  createValidationApi,
  duplicateCheckRule,
  existenceCheckRule,
} from '../../../providers/validation-api';
import type { FieldRule } from '../../../src/lib/validators/fields';
import { capOk, createTestHttp, json, sysOk, type SentRequest } from '../../unit/http/support';

const TAKEN = {
  success: false,
  message: '该值不可用，系统中已存在！',
  code: 500,
  result: null,
  timestamp: 1773797400000,
};

function fakeBackend(body: unknown) {
  const test = createTestHttp({ reply: () => json(body) });
  return { api: createValidationApi(test.http), sent: test.sent };
}

/** The smallest form a page would write: one field checked on blur. */
function renderField(label: string, rule: FieldRule) {
  render(
    <AntdApp>
      <Form>
        <Form.Item
          label={label}
          name="field"
          validateTrigger={['onChange', 'onBlur']}
          rules={[rule]}
        >
          <Input />
        </Form.Item>
      </Form>
    </AntdApp>,
  );
  return screen.getByLabelText(label);
}

async function typeAndLeave(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

const queryOf = (request: SentRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);

describe('uniqueness rule in an antd form (spec 5.4)', () => {
  it('shows 用户账号已存在 for a taken account, after asking /sys/duplicate/check', async () => {
    const { api, sent } = fakeBackend(TAKEN);
    const input = renderField(
      '用户账号',
      duplicateCheckRule(
        { tableName: 'sys_user', fieldName: 'username', fieldLabel: '用户账号' },
        { api },
      ),
    );

    await typeAndLeave(input, 'admin');

    expect(await screen.findByText('用户账号已存在')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/admin/sys/duplicate/check');
    expect(queryOf(sent[0])).toMatchObject({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'admin',
    });
  });

  it('shows 用户账号已存在 when ValidateExistenceMysql counts 1', async () => {
    const taken = fakeBackend(capOk({ cnt: 1 }));
    const target = { tableName: 'sys_user', fieldCode: 'username', fieldName: '用户账号' };
    const input = renderField('用户账号', existenceCheckRule(target, { api: taken.api }));

    await typeAndLeave(input, 'admin');

    expect(await screen.findByText('用户账号已存在')).toBeInTheDocument();
    expect(JSON.parse(taken.sent[0]?.body ?? '{}')).toMatchObject({
      tableName: 'sys_user',
      fieldCode: 'username',
      fieldName: '用户账号',
      fieldValue: 'admin',
    });
  });

  it('passes a free account without a message', async () => {
    const { api, sent } = fakeBackend(sysOk('该值可用！', '该值可用！'));
    const input = renderField(
      '用户账号',
      duplicateCheckRule(
        { tableName: 'sys_user', fieldName: 'username', fieldLabel: '用户账号' },
        { api },
      ),
    );

    await typeAndLeave(input, 'zhangsan');

    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('用户账号已存在')).not.toBeInTheDocument();
  });

  it('skips the call when the field is left empty', async () => {
    const { api, sent } = fakeBackend(TAKEN);
    const input = renderField(
      '用户账号',
      duplicateCheckRule(
        { tableName: 'sys_user', fieldName: 'username', fieldLabel: '用户账号' },
        { api },
      ),
    );

    await typeAndLeave(input, 'a');
    await screen.findByText('用户账号已存在');
    const callsWithValue = sent.length;

    await typeAndLeave(input, '');

    await waitFor(() => expect(screen.queryByText('用户账号已存在')).not.toBeInTheDocument());
    expect(sent).toHaveLength(callsWithValue);
  });
});

describe('coding-rule check in an antd form (spec 5.4, 7.3)', () => {
  it('shows the server message for a value the rule refuses', async () => {
    const { api, sent } = fakeBackend({ ...TAKEN, message: '商户号须以HT开头' });
    const input = renderField('商户号', codingRuleCheck('merchant_no', { api }));

    await typeAndLeave(input, 'XT2026');

    expect(await screen.findByText('商户号须以HT开头')).toBeInTheDocument();
    expect(queryOf(sent[0])).toMatchObject({ ruleCode: 'merchant_no', value: 'XT2026' });
  });
});
