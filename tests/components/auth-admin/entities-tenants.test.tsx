/**
 * 实体管理 and 租户管理 (issue 19 A): 停用 sends its reason, a refusal keeps the dialog and what was
 * typed with the server's text (spec 7.1), a new entity sends its fields, the tenant form saves
 * its branding, and the spec 6 codes hide the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  AUTH_ADMIN_PATHS as P,
  capOk,
  capRefused,
  choose,
  drawer,
  entity,
  grant,
  page,
  recordingPost,
  renderEntities,
  renderTenants,
  rowOf,
  seedDictionaries,
  tenant,
} from './harness';

const ENTITIES = [
  entity(),
  entity({
    entityId: 'E1003',
    entityName: '深圳前海汇通代理有限公司',
    orgType: 'agent',
    status: '0',
    statusReason: '代理合作协议到期终止',
  }),
];
const dialog = () => screen.getByRole('dialog');
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
const buttonsOf = (text: string) =>
  [...rowOf(text).querySelectorAll('td:last-child button')].map((button) => button.textContent);

beforeEach(() => seedDictionaries());

describe('实体管理', { timeout: 180_000 }, () => {
  it('停用 sends the reason; a refusal keeps the dialog and the reason', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.entityInquiry]: capOk(page(ENTITIES)),
      [P.entityStatusModify]: capRefused('实体下仍有启用的系统:请先停用汇联支付运营支撑平台'),
    });
    renderEntities(calls.post);
    await waitFor(() => rowOf('E1001'));
    expect(within(rowOf('E1001')).getByText('自营机构')).toBeInTheDocument();
    expect(buttonsOf('E1001')).toEqual(['编辑', '停用']);
    expect(buttonsOf('E1003')).toEqual(['编辑', '启用']);
    fireEvent.click(within(rowOf('E1001')).getByRole('button', { name: '停用' }));
    fireEvent.change(within(dialog()).getByLabelText('原因'), { target: { value: '业务调整' } });
    ok();
    await waitFor(() => expect(calls.callsTo(P.entityStatusModify)).toHaveLength(1));
    expect(calls.callsTo(P.entityStatusModify)[0]?.payload).toEqual({
      entityId: 'E1001',
      status: '0',
      reason: '业务调整',
    });
    expect(await screen.findByText(/实体下仍有启用的系统/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('原因')).toHaveValue('业务调整');
  });

  it('新增实体 sends the typed fields', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.entityInquiry]: capOk(page(ENTITIES)),
      [P.entityAddition]: capOk(null, '新增成功'),
    });
    renderEntities(calls.post);
    await waitFor(() => rowOf('E1001'));
    fireEvent.click(screen.getByRole('button', { name: '新增实体' }));
    const form = within(dialog());
    const type = (label: string, value: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    type('实体名称', '杭州汇联数据服务有限公司');
    type('简称', '汇联数据');
    type('统一社会信用代码', '91330106ma2h3l5c7d');
    type('法定代表人', '吴磊');
    type('联系人', '何静');
    type('联系人手机号', '13757124416');
    await choose(dialog(), '机构类型', '合作机构');
    ok();
    await waitFor(() => expect(calls.callsTo(P.entityAddition)).toHaveLength(1));
    expect(calls.callsTo(P.entityAddition)[0]?.payload).toEqual({
      entityName: '杭州汇联数据服务有限公司',
      shortName: '汇联数据',
      creditCode: '91330106MA2H3L5C7D',
      orgType: 'partner',
      legalPerson: '吴磊',
      contactName: '何静',
      contactMobile: '13757124416',
      url: null,
      remark: null,
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('without the entity codes no button is offered', async () => {
    grant(['authSystem:add']);
    renderEntities(recordingPost({ [P.entityInquiry]: capOk(page(ENTITIES)) }).post);
    await waitFor(() => rowOf('E1001'));
    expect(buttonsOf('E1001')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增实体' })).not.toBeInTheDocument();
  });
});

describe('租户管理', { timeout: 180_000 }, () => {
  it('编辑 saves the tenant info with the branding typed, the preview showing it', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.tenantInquiry]: capOk(page([tenant()])),
      [P.tenantUpdating]: capOk(null, '修改成功'),
    });
    renderTenants(calls.post);
    await waitFor(() => rowOf('1002'));
    expect(within(rowOf('1002')).getByText('汇联商户服务平台')).toBeInTheDocument();
    fireEvent.click(within(rowOf('1002')).getByRole('button', { name: /编辑/ }));
    await waitFor(() =>
      expect(within(drawer()).getByLabelText('系统名称')).toHaveValue('汇联商户服务平台'),
    );
    fireEvent.change(within(drawer()).getByLabelText('ICP备案号'), {
      target: { value: '沪ICP备2019054321号-2' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('login-preview')).getByText('沪ICP备2019054321号-2'),
      ).toBeInTheDocument(),
    );
    fireEvent.click(within(drawer()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.callsTo(P.tenantUpdating)).toHaveLength(1));
    const payload = calls.callsTo(P.tenantUpdating)[0]?.payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      tenantId: '1002',
      tenantName: '汇联商户',
      url: 'mch.huilianpay.com',
      tenantStatus: '1',
    });
    expect(JSON.parse(String(payload.tenantInfo))).toEqual({
      sysName: '汇联商户服务平台',
      company: '上海汇联商务服务有限公司',
      registerEnt: '沪ICP备2019054321号-2',
      cfgOpPwd: 'false',
      cfgPayPwd: 'false',
      cfgDataDecrypt: 'false',
    });
  });

  it('without the tenant codes neither 新增租户 nor 编辑 is offered', async () => {
    grant(['authSystem:add']);
    renderTenants(recordingPost({ [P.tenantInquiry]: capOk(page([tenant()])) }).post);
    await waitFor(() => rowOf('1002'));
    expect(within(rowOf('1002')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增租户' })).not.toBeInTheDocument();
  });
});
