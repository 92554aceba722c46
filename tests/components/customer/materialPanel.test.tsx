/**
 * 客户资料 (issue 16 page 3): the required types of the customer's type and the missing ones, the
 * upload through FileUpload (spec 7.6) then CusMaterialAddtion, reorder, approve / reject with a
 * required reason (CusMaterialUpdating), the server's text on refusal (spec 7.1) and the buttons
 * behind cus:material:add / cus:material:audit (spec 6: hidden without them).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CustomerMaterialsPanel } from '../../../resources/customer/material/CustomerMaterialsPanel';
import type { Normalised } from '../../../providers/http';
import { deferred, fileInput, imageFile, textFile } from '../upload/harness';
import { capOk, capRefused, choose, customer, grant, recordingPost } from './harness';
import {
  LEASE_PENDING,
  LICENCE,
  MATERIAL_ADDITION,
  MATERIAL_CODES,
  MATERIAL_INQUIRY,
  MATERIAL_UPDATING,
  PREMISES_REJECTED,
  dialog,
  entryOf,
  materialList,
  renderMaterials,
  seedMaterialDictionaries,
  settleUpload,
} from './materialHarness';

const ENTERPRISE = customer({ cusType: '01' });
const ROWS = [LICENCE, PREMISES_REJECTED, LEASE_PENDING];
const user = () => userEvent.setup({ applyAccept: false });
const ok = () => within(dialog()).getByRole('button', { name: /确\s*定/ });

function renderPanel(answers: Parameters<typeof recordingPost>[0], who = ENTERPRISE) {
  const recording = recordingPost(answers);
  const view = renderMaterials(recording.post, <CustomerMaterialsPanel customer={who} />);
  return { ...recording, ...view };
}

beforeEach(() => seedMaterialDictionaries());

describe('客户资料 panel', { timeout: 120_000 }, () => {
  it('names the required types the customer lacks (a rejected file does not count)', async () => {
    grant(MATERIAL_CODES);
    const { callsTo } = renderPanel({ [MATERIAL_INQUIRY]: capOk(materialList(ROWS)) });

    expect(
      await screen.findByText(
        '缺少必需资料：法人身份证人像面、法人身份证国徽面、开户许可证、门头照、经营场所照',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '营业执照 已提供' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '经营场所照 缺失' })).toBeInTheDocument();
    expect(callsTo(MATERIAL_INQUIRY)[0]?.payload).toEqual({ cusCode: 'C202611000123' });
    expect(callsTo(MATERIAL_INQUIRY)[0]?.page).toEqual({ pageNum: 1, pageSize: 50 });

    // Status through cus_material_status, the rejection's reason, image preview or file link.
    const premises = entryOf('经营场所照', '经营场所照.jpg');
    expect(within(premises).getByText('已驳回')).toBeInTheDocument();
    expect(
      within(premises).getByText('驳回原因：照片模糊，请重新拍摄经营场所全景（须含收银台）'),
    ).toBeInTheDocument();
    expect(within(entryOf('营业执照', '营业执照.jpg')).getByText('已通过')).toBeInTheDocument();
    expect(
      within(entryOf('营业执照', '营业执照.jpg')).getByRole('img', { name: '营业执照.jpg' }),
    ).toHaveAttribute(
      'src',
      'https://static.example.cn/cus/C202611000123/20261103/yyzz_1762150925001.jpg',
    );
    const lease = within(entryOf('其他', '租赁合同.pdf')).getByRole('link', { name: /租赁合同/ });
    expect(lease).toHaveAttribute('rel', 'noopener noreferrer');
    expect(lease).toHaveAttribute('target', '_blank');
  });

  it('a person needs only the two ID card sides', async () => {
    grant(MATERIAL_CODES);
    renderPanel({ [MATERIAL_INQUIRY]: capOk(materialList([])) }, customer({ cusType: '03' }));
    expect(
      await screen.findByText('缺少必需资料：法人身份证人像面、法人身份证国徽面'),
    ).toBeInTheDocument();
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
  });

  it('uploads through FileUpload, then adds the stored file with CusMaterialAddtion', async () => {
    grant(MATERIAL_CODES);
    const { callsTo, upload, container } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_ADDITION]: capOk({ ...LEASE_PENDING, id: '1862008' }, '新增成功'),
    });
    await screen.findByRole('list', { name: '资料列表' });
    fireEvent.click(screen.getByRole('button', { name: /上传资料/ }));
    await choose(dialog(), '资料类型', '授权书');
    await user().upload(fileInput(container), textFile('授权书.pdf'));
    expect(upload.api.uploadFile.mock.calls[0]?.[1]).toMatchObject({ target: 'cos' });
    await settleUpload(upload, 0, 'cus/C202611000123/20261125/sqs_1764036000123.pdf', '授权书.pdf');

    fireEvent.click(ok());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(callsTo(MATERIAL_ADDITION).map((call) => call.payload)).toEqual([
      {
        cusCode: 'C202611000123',
        materialType: '07',
        fileName: '授权书.pdf',
        filePath: 'cus/C202611000123/20261125/sqs_1764036000123.pdf',
      },
    ]);
    // The list is read again to show the new row.
    await waitFor(() => expect(callsTo(MATERIAL_INQUIRY)).toHaveLength(2));
  });

  it('a missing type opens the upload with its type; a refusal keeps the dialog and the file', async () => {
    grant(MATERIAL_CODES);
    const { callsTo, upload, container } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_ADDITION]: capRefused('新增失败:文件不存在，请重新上传'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '上传 门头照' }));
    await user().upload(fileInput(container), imageFile('门头照.png'));
    await settleUpload(upload, 0, 'cus/C202611000123/20261125/mtz_1.png', '门头照.png');

    fireEvent.click(ok());
    expect(await screen.findByText('新增失败:文件不存在，请重新上传')).toBeInTheDocument();
    expect(callsTo(MATERIAL_ADDITION)[0]?.payload).toMatchObject({ materialType: '05' });
    expect(within(dialog()).getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      'https://static.example.cn/cus/C202611000123/20261125/mtz_1.png',
    );
    expect(callsTo(MATERIAL_INQUIRY)).toHaveLength(1);
  });

  it('moves a material one place with 下移 and shows the order the server answers', async () => {
    grant(MATERIAL_CODES);
    const reordered = [
      { ...PREMISES_REJECTED, sortNo: 1 },
      { ...LICENCE, sortNo: 2 },
      LEASE_PENDING,
    ];
    const { callsTo } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_UPDATING]: capOk(materialList(reordered), '操作成功'),
    });
    await screen.findByRole('list', { name: '资料列表' });
    expect(screen.getByRole('button', { name: '上移 营业执照.jpg' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下移 营业执照.jpg' }));

    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING).map((call) => call.payload)).toEqual([
      { id: '1862001', cusCode: 'C202611000123', action: 'reorder', sortNo: 2 },
    ]);
    const names = within(screen.getByRole('list', { name: '资料列表' }))
      .getAllByRole('listitem')
      .map((entry) => entry.getAttribute('aria-label'));
    expect(names).toEqual([
      '经营场所照 经营场所照.jpg',
      '营业执照 营业执照.jpg',
      '其他 租赁合同.pdf',
    ]);
  });

  it('驳回 needs a reason; the reason is sent and shown', async () => {
    grant(MATERIAL_CODES);
    const rejected = { ...LEASE_PENDING, auditStatus: '2' as const, auditRemark: '合同已过期' };
    const { callsTo } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_UPDATING]: capOk(materialList([LICENCE, PREMISES_REJECTED, rejected]), '已驳回'),
    });
    const lease = await waitFor(() => entryOf('其他', '租赁合同.pdf'));
    fireEvent.click(within(lease).getByRole('button', { name: /驳\s*回/ }));
    fireEvent.click(ok());
    expect(await within(dialog()).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('驳回原因'), {
      target: { value: '合同已过期' },
    });
    fireEvent.click(ok());
    expect(await screen.findByText('已驳回', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING).map((call) => call.payload)).toEqual([
      { id: '1862007', cusCode: 'C202611000123', action: 'reject', auditRemark: '合同已过期' },
    ]);
    expect(
      await within(entryOf('其他', '租赁合同.pdf')).findByText('驳回原因：合同已过期'),
    ).toBeInTheDocument();
  });

  it("shows the server's text when a change is refused, and the list stays", async () => {
    grant(MATERIAL_CODES);
    const { callsTo } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_UPDATING]: capRefused('操作失败:已审核通过的资料不能删除，请先替换'),
    });
    const licence = await waitFor(() => entryOf('营业执照', '营业执照.jpg'));
    fireEvent.click(within(licence).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));

    expect(
      await screen.findByText('操作失败:已审核通过的资料不能删除，请先替换'),
    ).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING)[0]?.payload).toEqual({
      id: '1862001',
      cusCode: 'C202611000123',
      action: 'remove',
    });
    expect(entryOf('营业执照', '营业执照.jpg')).toBeInTheDocument();
  });

  it('hides the buttons whose code the user lacks (spec 6)', async () => {
    grant([]);
    renderPanel({ [MATERIAL_INQUIRY]: capOk(materialList(ROWS)) });
    const lease = await waitFor(() => entryOf('其他', '租赁合同.pdf'));
    expect(within(lease).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: /上传资料/ })).not.toBeInTheDocument();
  });

  it('with cus:material:audit only: 通过 and 驳回, no upload, replace, remove or reorder', async () => {
    grant(['cus:material:audit']);
    renderPanel({ [MATERIAL_INQUIRY]: capOk(materialList(ROWS)) });
    const lease = await waitFor(() => entryOf('其他', '租赁合同.pdf'));
    const labels = within(lease)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s/g, ''));
    expect(labels).toEqual(['通过', '驳回']);
    expect(screen.queryByRole('button', { name: /上传资料/ })).not.toBeInTheDocument();
  });

  it('替换 uploads one file and sends it as replace of the row, its type fixed', async () => {
    grant(MATERIAL_CODES);
    const replaced = {
      ...PREMISES_REJECTED,
      fileName: '经营场所照-重拍.jpg',
      auditStatus: '0' as const,
    };
    const { callsTo, upload, container } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_UPDATING]: capOk(materialList([LICENCE, replaced, LEASE_PENDING]), '操作成功'),
    });
    const premises = await waitFor(() => entryOf('经营场所照', '经营场所照.jpg'));
    fireEvent.click(within(premises).getByRole('button', { name: /替\s*换/ }));
    expect(await within(dialog()).findByTitle('经营场所照')).toBeInTheDocument();
    await user().upload(fileInput(container), imageFile('经营场所照-重拍.jpg'));
    await settleUpload(
      upload,
      0,
      'cus/C202611000123/20261125/jycs_1764036500006.jpg',
      '经营场所照-重拍.jpg',
    );

    fireEvent.click(ok());
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING).map((call) => call.payload)).toEqual([
      {
        id: '1862006',
        cusCode: 'C202611000123',
        action: 'replace',
        fileName: '经营场所照-重拍.jpg',
        filePath: 'cus/C202611000123/20261125/jycs_1764036500006.jpg',
      },
    ]);
    expect(await waitFor(() => entryOf('经营场所照', '经营场所照-重拍.jpg'))).toBeInTheDocument();
  });

  it('sends one call however often 确定 is clicked while it is pending', async () => {
    grant(MATERIAL_CODES);
    const reply = deferred<Normalised<unknown>>();
    const rejected = { ...LEASE_PENDING, auditStatus: '2' as const, auditRemark: '合同已过期' };
    const { callsTo } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      // The answer type admits only rejections as promises; this one resolves when told.
      [MATERIAL_UPDATING]: () => reply.promise as Promise<never>,
    });
    const lease = await waitFor(() => entryOf('其他', '租赁合同.pdf'));
    fireEvent.click(within(lease).getByRole('button', { name: /驳\s*回/ }));
    fireEvent.change(within(dialog()).getByLabelText('驳回原因'), {
      target: { value: '合同已过期' },
    });
    fireEvent.click(ok());
    await waitFor(() => expect(callsTo(MATERIAL_UPDATING)).toHaveLength(1));
    fireEvent.click(ok());
    fireEvent.click(ok());
    // The other rows' actions wait too.
    expect(
      within(entryOf('营业执照', '营业执照.jpg')).getByRole('button', { name: /删\s*除/ }),
    ).toBeDisabled();

    await act(async () =>
      reply.resolve(capOk(materialList([LICENCE, PREMISES_REJECTED, rejected]), '已驳回')),
    );
    expect(
      await within(entryOf('其他', '租赁合同.pdf')).findByText('驳回原因：合同已过期'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(MATERIAL_UPDATING)).toHaveLength(1);
  });

  it('通过 asks first, then sends approve and shows the status the server answers', async () => {
    grant(MATERIAL_CODES);
    const approved = { ...LEASE_PENDING, auditStatus: '1' as const };
    const { callsTo } = renderPanel({
      [MATERIAL_INQUIRY]: capOk(materialList(ROWS)),
      [MATERIAL_UPDATING]: capOk(materialList([LICENCE, PREMISES_REJECTED, approved]), '操作成功'),
    });
    const lease = await waitFor(() => entryOf('其他', '租赁合同.pdf'));
    expect(within(lease).getByText('待审核')).toBeInTheDocument();
    fireEvent.click(within(lease).getByRole('button', { name: /通\s*过/ }));
    expect(await screen.findByText('确定审核通过该资料吗？')).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));

    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(callsTo(MATERIAL_UPDATING).map((call) => call.payload)).toEqual([
      { id: '1862007', cusCode: 'C202611000123', action: 'approve' },
    ]);
    expect(await within(entryOf('其他', '租赁合同.pdf')).findByText('已通过')).toBeInTheDocument();
  });
});
