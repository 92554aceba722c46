/**
 * 消息模板 (issue 19 D): the list through its dictionaries, the preview filled with the samples
 * (an email's HTML sanitized, values escaped), the form's body and its placeholder rule, the test
 * send's body, refusals keeping the input (spec 7.1) and buttons hidden without their codes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  PATHS,
  capOk,
  capRefused,
  emailTemplate,
  grant,
  listBody,
  recordingPost,
  renderTemplates,
  seedDictionaries,
  sendLog,
  smsTemplate,
} from './harness';

const ROWS = [
  smsTemplate(),
  emailTemplate(),
  smsTemplate({ templateCode: 'SMS_LOGIN_CODE', templateName: '登录验证码', status: '0' }),
];

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const ok = (name: string) =>
  fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(name) }));

function answering(extra: Parameters<typeof recordingPost>[0] = {}) {
  return recordingPost({ [PATHS.templateInquiry]: capOk(listBody(ROWS)), ...extra });
}

beforeEach(() => seedDictionaries());

// Under load 25+ on two cores one of these tests took 100 s.
describe('消息模板', { timeout: 240_000 }, () => {
  it('lists templates with their dictionary texts and offers every action with every code', async () => {
    grant(ALL_CODES);
    const calls = answering();
    renderTemplates(calls.post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    expect(await within(rowOf('EMAIL_INVOICE_MADE')).findByText('邮件')).toBeInTheDocument();
    expect(within(rowOf('SMS_LOGIN_CODE')).getByText('停用')).toBeInTheDocument();
    expect(rowOf('SMS_PAY_SUCCESS')).toHaveTextContent('cusName、amount');
    expect(screen.getByRole('button', { name: '新增模板' })).toBeInTheDocument();
    expect(within(rowOf('SMS_PAY_SUCCESS')).getByRole('button', { name: '编辑' })).toBeEnabled();
    expect(
      within(rowOf('SMS_LOGIN_CODE')).getByRole('button', { name: '测试发送' }),
    ).toBeDisabled();
    expect(calls.callsTo(PATHS.templateInquiry)[0]?.page).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('hides 新增, 编辑 and 测试发送 without their codes; 预览 stays', async () => {
    grant([]);
    renderTemplates(answering().post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    expect(screen.queryByRole('button', { name: '新增模板' })).not.toBeInTheDocument();
    const row = within(rowOf('SMS_PAY_SUCCESS'));
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: '测试发送' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: '预览' })).toBeInTheDocument();
  });

  it('sends the search filters, empty ones left out', async () => {
    grant(ALL_CODES);
    const calls = answering();
    renderTemplates(calls.post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: ' 代付 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(calls.callsTo(PATHS.templateInquiry)).toHaveLength(2));
    expect(calls.callsTo(PATHS.templateInquiry)[1]?.payload).toEqual({ templateName: '代付' });
  });

  it('previews an email with its samples: HTML sanitized, a typed value escaped, the subject filled', async () => {
    grant([]);
    renderTemplates(answering().post);
    await waitFor(() => rowOf('EMAIL_INVOICE_MADE'));
    fireEvent.click(within(rowOf('EMAIL_INVOICE_MADE')).getByRole('button', { name: '预览' }));
    const body = await within(dialog()).findByTestId('message-body');
    expect(within(dialog()).getByTestId('message-subject')).toHaveTextContent(
      '【云栖支付】2026年10月电子发票已开具',
    );
    expect(body.querySelector('strong')).toHaveTextContent('24332000000012345678');
    type('客户名称（cusName）', '<img src=x onerror=alert(1)>王丽');
    await waitFor(() => expect(body).toHaveTextContent('尊敬的<img src=x onerror=alert(1)>王丽：'));
    expect(body.querySelector('img')).toBeNull();
  });

  it('edits a template with its code fixed, and closes on success', async () => {
    grant(ALL_CODES);
    const calls = answering({ [PATHS.templateUpdating]: capOk(smsTemplate(), '保存成功') });
    renderTemplates(calls.post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    fireEvent.click(within(rowOf('SMS_PAY_SUCCESS')).getByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog');
    expect(within(dialog()).getByLabelText('模板编码')).toBeDisabled();
    type('模板名称', '代付到账通知');
    ok('确');
    await waitFor(() => expect(calls.callsTo(PATHS.templateUpdating)).toHaveLength(1));
    expect(calls.callsTo(PATHS.templateUpdating)[0]?.payload).toMatchObject({
      templateCode: 'SMS_PAY_SUCCESS',
      templateName: '代付到账通知',
      variables: smsTemplate().variables,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo(PATHS.templateInquiry)).toHaveLength(2));
  });

  it('adds a template: a declared variable fills the live preview and goes out with the body', async () => {
    grant(ALL_CODES);
    const calls = answering({ [PATHS.templateAddition]: capOk(smsTemplate(), '添加成功') });
    renderTemplates(calls.post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    fireEvent.click(screen.getByRole('button', { name: '新增模板' }));
    await screen.findByRole('dialog');
    type('模板编码', 'SMS_REFUND_DONE');
    type('模板名称', '退款到账通知');
    fireEvent.mouseDown(within(dialog()).getByLabelText('渠道'));
    fireEvent.click(await screen.findByTitle('短信'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加变量/ }));
    type('变量名', 'amount');
    type('说明', '金额');
    type('示例值', '100.00');
    type('模板内容', '退款${amount}元已到账');
    const preview = within(dialog()).getByRole('region', { name: '效果预览（示例值）' });
    await waitFor(() => expect(preview).toHaveTextContent('退款100.00元已到账'));
    ok('确');
    await waitFor(() => expect(calls.callsTo(PATHS.templateAddition)).toHaveLength(1));
    expect(calls.callsTo(PATHS.templateAddition)[0]?.payload).toMatchObject({
      templateCode: 'SMS_REFUND_DONE',
      channel: '01',
      content: '退款${amount}元已到账',
      variables: [{ name: 'amount', label: '金额', sample: '100.00' }],
    });
  });

  it('test-sends with the receiver and values; checks the mobile first; a refusal keeps the input', async () => {
    grant(ALL_CODES);
    let answer = capRefused('发送失败:接收人手机号格式不正确');
    const calls = answering({ [PATHS.testSend]: () => answer });
    renderTemplates(calls.post);
    await waitFor(() => rowOf('SMS_PAY_SUCCESS'));
    fireEvent.click(within(rowOf('SMS_PAY_SUCCESS')).getByRole('button', { name: '测试发送' }));
    await screen.findByRole('dialog');
    type('接收人', '1380013800');
    ok('发');
    expect(await within(dialog()).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(calls.callsTo(PATHS.testSend)).toHaveLength(0);

    type('接收人', '13800138000');
    type('金额（元）（amount）', '99.00');
    await waitFor(() =>
      expect(within(dialog()).getByTestId('message-body')).toHaveTextContent('代付99.00元'),
    );
    ok('发');
    await waitFor(() => expect(calls.callsTo(PATHS.testSend)).toHaveLength(1));
    expect(calls.callsTo(PATHS.testSend)[0]?.payload).toEqual({
      templateCode: 'SMS_PAY_SUCCESS',
      receiver: '13800138000',
      values: { cusName: '杭州云栖便利店有限公司', amount: '99.00' },
    });
    expect(await screen.findByText('发送失败:接收人手机号格式不正确')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('接收人')).toHaveValue('13800138000');

    answer = capOk(sendLog(), '发送成功');
    ok('发');
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
