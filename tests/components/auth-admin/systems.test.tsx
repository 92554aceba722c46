/**
 * 系统配置 (issue 19 A): the system info edited as a form with the login page's live preview, the
 * request it saves, a refusal keeping what was typed (spec 7.1), and the spec 6 codes hiding the
 * buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  AUTH_ADMIN_PATHS as P,
  capOk,
  capRefused,
  drawer,
  entity,
  grant,
  page,
  recordingPost,
  renderSystems,
  rowOf,
  seedDictionaries,
  system,
} from './harness';

const ROWS = [
  system(),
  system({ sysId: 'SYS0003', sysCode: 'hl_sup', sysName: '资金监管报送系统', sysStatus: '0' }),
];

const preview = () => within(screen.getByTestId('login-preview'));
const save = () => fireEvent.click(within(drawer()).getByRole('button', { name: /确\s*定/ }));
const openEdit = async () => {
  await waitFor(() => rowOf('hl_ops'));
  fireEvent.click(within(rowOf('hl_ops')).getByRole('button', { name: /编辑/ }));
  await waitFor(() =>
    expect(within(drawer()).getByLabelText('系统名称')).toHaveValue('汇联支付运营支撑平台'),
  );
};

beforeEach(() => seedDictionaries());

describe('系统配置', { timeout: 120_000 }, () => {
  it('the preview follows the form, and 编辑 saves the system info as JSON text', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.systemInquiry]: capOk(page(ROWS)),
      [P.entityInquiry]: capOk(page([entity()])),
      [P.systemUpdating]: capOk(null, '修改成功'),
    });
    renderSystems(calls.post);
    await openEdit();

    expect(preview().getByText('汇联支付运营支撑平台')).toBeInTheDocument();
    expect(preview().getByText('Copyright © 2017-2026 汇联支付科技有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('preview-tab-title')).toHaveTextContent('汇联支付业务运营支撑系统');
    expect(screen.getByTestId('preview-menu')).toHaveTextContent('修改登录密码设置操作密码');

    fireEvent.change(within(drawer()).getByLabelText('系统名称'), {
      target: { value: '汇联支付综合运营平台' },
    });
    fireEvent.change(within(drawer()).getByLabelText('公司名称'), {
      target: { value: '汇联支付集团有限公司' },
    });
    fireEvent.change(within(drawer()).getByLabelText('标签页标题'), { target: { value: '' } });
    fireEvent.click(within(drawer()).getByRole('switch', { name: '数据解密' }));

    await waitFor(() => expect(preview().getByText('汇联支付综合运营平台')).toBeInTheDocument());
    expect(preview().getByText('Copyright © 2017-2026 汇联支付集团有限公司')).toBeInTheDocument();
    // No tab title: the tab shows the system name, as the login page does.
    expect(screen.getByTestId('preview-tab-title')).toHaveTextContent('汇联支付综合运营平台');
    expect(screen.getByTestId('preview-menu')).toHaveTextContent(
      '修改登录密码数据解密设置操作密码',
    );

    save();
    await waitFor(() => expect(calls.callsTo(P.systemUpdating)).toHaveLength(1));
    const payload = calls.callsTo(P.systemUpdating)[0]?.payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      sysId: 'SYS0001',
      sysCode: 'hl_ops',
      sysName: '汇联支付综合运营平台',
      url: 'console.huilianpay.com',
      port: '443',
      entityId: 'E1001',
      sysStatus: '1',
      remark: '员工运营后台',
    });
    expect(JSON.parse(String(payload.sysInfo))).toEqual({
      legacy: 'keep',
      sysName: '汇联支付综合运营平台',
      logo: 'brand/huilian-logo.svg',
      copyright: '2017-2026',
      company: '汇联支付集团有限公司',
      registerEnt: '京ICP备2020012345号-1',
      helpUrl: 'https://help.example.com/console',
      cfgOpPwd: 'true',
      cfgPayPwd: 'false',
      cfgDataDecrypt: 'true',
    });
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused save keeps the drawer and what was typed, with the server’s text', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.systemInquiry]: capOk(page(ROWS)),
      [P.entityInquiry]: capOk(page([entity()])),
      [P.systemUpdating]: capRefused(
        '访问地址已被其他系统使用:mch.huilianpay.com:443 已配置为汇联商户服务平台',
      ),
    });
    renderSystems(calls.post);
    await openEdit();
    fireEvent.change(within(drawer()).getByLabelText('访问域名'), {
      target: { value: 'mch.huilianpay.com' },
    });
    save();
    expect(await screen.findByText(/访问地址已被其他系统使用/)).toBeInTheDocument();
    expect(within(drawer()).getByLabelText('访问域名')).toHaveValue('mch.huilianpay.com');
  });

  it('an invalid help link or password rule is refused before any call', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.systemInquiry]: capOk(page(ROWS)),
      [P.entityInquiry]: capOk(page([entity()])),
    });
    renderSystems(calls.post);
    await openEdit();
    fireEvent.change(within(drawer()).getByLabelText('帮助链接'), { target: { value: 'help' } });
    fireEvent.change(within(drawer()).getByLabelText('密码正则表达式'), {
      target: { value: '(unclosed' },
    });
    save();
    expect(await screen.findByText('密码规则不是有效的正则表达式')).toBeInTheDocument();
    expect(calls.callsTo(P.systemUpdating)).toHaveLength(0);
  });

  it('without the system codes neither 新增系统 nor 编辑 is offered', async () => {
    grant(['authEntity:add']);
    renderSystems(recordingPost({ [P.systemInquiry]: capOk(page(ROWS)) }).post);
    await waitFor(() => rowOf('hl_ops'));
    expect(within(rowOf('hl_ops')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增系统' })).not.toBeInTheDocument();
  });
});
