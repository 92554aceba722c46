/**
 * 个人中心 (issue 19 C): the request each tab sends, the server's text on a refusal with the input
 * kept, and the 安全提醒 rule checked before anything is sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountCentreApi } from '../../../providers/account-centre-api';
import type { ServicePost } from '../../../providers/cap-list';
import type { Normalised, ServicePage } from '../../../providers/http';
import { AccountCentreContext } from '../../../resources/settings/account/accountCentreContext';
import { AccountSettingsPage } from '../../../resources/settings/account/AccountSettingsPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

interface Call {
  path: string;
  payload: Record<string, unknown>;
}

const ok = (body: unknown, message = '交易成功'): Normalised<unknown> => ({
  success: true,
  code: '0000',
  message,
  result: body,
});
const refused = (message: string): Normalised<unknown> => ({
  success: false,
  code: 'E6101',
  message,
  result: null,
});

const PROFILE = {
  userId: 'e9ca23d68d884d4ebb19d07889727dae',
  username: 'admin',
  realname: '系统管理员',
  sex: '1',
  telephone: '0571-88887000',
  introduction: '负责运营支撑平台的日常运维与权限管理。',
  avatar: 'temp/avatar_admin_1767225600000.png',
  orgName: '总部',
  workNo: 'HT0001',
  mobileMasked: '138****8000',
  emailMasked: 'adm***@hengtongpay.com',
};
const PREFS = [
  { kind: '01', inApp: true, sms: true, email: false },
  { kind: '04', inApp: true, sms: false, email: false },
];

function recording(answers: Record<string, Normalised<unknown>>) {
  const calls: Call[] = [];
  const post = ((path: string, payload: object = {}, _page?: ServicePage) => {
    calls.push({ path, payload: { ...payload } });
    const answer = answers[path];
    return answer ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${path}`));
  }) as ServicePost;
  return { post, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function renderPage(post: ServicePost) {
  const api = createAccountCentreApi({ post, sendSms: vi.fn(async () => ({ ok: true as const })) });
  const upload = {
    uploadFile: vi.fn(),
    fileUrl: (path: string) => `https://static.example.com/${path}`,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AccountCentreContext.Provider value={{ api, upload }}>
          <AccountSettingsPage />
        </AccountCentreContext.Provider>
      </AntdApp>
    </QueryClientProvider>,
  );
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

beforeEach(() => {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    sex: [item('1', '男'), item('2', '女')],
    notify_kind: [item('01', '审核待办'), item('04', '安全提醒')],
  });
});

describe('个人中心', { timeout: 240_000 }, () => {
  it('基本设置 sends the edited fields and shows the server’s text', async () => {
    const { post, callsTo } = recording({
      '/cap/auth/v1/UserProfileInquiry': ok(PROFILE),
      '/cap/auth/v1/UserProfileUpdating': ok({ ...PROFILE, realname: '王运营' }, '保存成功'),
    });
    renderPage(post);
    const name = await screen.findByLabelText('姓名');
    expect(name).toHaveValue('系统管理员');
    fireEvent.change(name, { target: { value: ' 王运营 ' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo('/cap/auth/v1/UserProfileUpdating')[0]?.payload).toEqual({
      realname: '王运营',
      sex: '1',
      telephone: '0571-88887000',
      introduction: '负责运营支撑平台的日常运维与权限管理。',
    });
  });

  it('a refused save keeps what was typed, and a bad telephone is never sent', async () => {
    const { post, callsTo } = recording({
      '/cap/auth/v1/UserProfileInquiry': ok(PROFILE),
      '/cap/auth/v1/UserProfileUpdating': refused(
        '保存失败：联系电话格式不正确，请填写座机或手机号码',
      ),
    });
    renderPage(post);
    const telephone = await screen.findByLabelText('联系电话');
    fireEvent.change(telephone, { target: { value: '88887' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的座机或手机号码')).toBeInTheDocument();
    expect(callsTo('/cap/auth/v1/UserProfileUpdating')).toHaveLength(0);

    fireEvent.change(telephone, { target: { value: '0571-88887001' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(/联系电话格式不正确/)).toBeInTheDocument();
    expect(callsTo('/cap/auth/v1/UserProfileUpdating')).toHaveLength(1);
    expect(telephone).toHaveValue('0571-88887001');
  });

  it('新消息通知 refuses to silence 安全提醒 and sends the switched channel', async () => {
    const { post, callsTo } = recording({
      '/cap/auth/v1/UserProfileInquiry': ok(PROFILE),
      '/cap/auth/v1/UserNotifyPrefInquiry': ok({ prefs: PREFS }),
      '/cap/auth/v1/UserNotifyPrefModify': ok({ prefs: PREFS }, '保存成功'),
    });
    renderPage(post);
    fireEvent.click(await screen.findByRole('tab', { name: '新消息通知' }));
    fireEvent.click(await screen.findByRole('switch', { name: '安全提醒站内消息' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('安全提醒至少保留一种接收方式')).toBeInTheDocument();
    expect(callsTo('/cap/auth/v1/UserNotifyPrefModify')).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: '安全提醒短信' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo('/cap/auth/v1/UserNotifyPrefModify')).toHaveLength(1));
    expect(callsTo('/cap/auth/v1/UserNotifyPrefModify')[0]?.payload).toEqual({
      prefs: [PREFS[0], { kind: '04', inApp: false, sms: true, email: false }],
    });
  });
});
