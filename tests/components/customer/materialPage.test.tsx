/**
 * The 客户资料 menu page (customer/CusMaterialList, issue 16 page 3): nothing is read until a
 * customer is picked (an empty state says so), then that customer's materials; a page that sends
 * the user here with `?cusCode=` opens on that customer.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CustomerMaterialPage } from '../../../resources/customer/material/CustomerMaterialPage';
import { INQUIRY, capOk, customer, grant, listBody, recordingPost } from './harness';
import {
  LICENCE,
  MATERIAL_CODES,
  MATERIAL_INQUIRY,
  materialList,
  renderMaterials,
  seedMaterialDictionaries,
} from './materialHarness';

const PERSON = customer({ cusCode: 'C202611000456', cusName: '张三', cusType: '03' });
const ANSWERS = {
  [INQUIRY]: capOk(listBody([customer(), PERSON])),
  [MATERIAL_INQUIRY]: capOk(materialList([LICENCE])),
};

beforeEach(() => {
  seedMaterialDictionaries();
  grant(MATERIAL_CODES);
});

describe('客户资料 page', { timeout: 60_000 }, () => {
  it('asks for a customer first, then shows the picked customer’s materials', async () => {
    const { post, callsTo } = recordingPost(ANSWERS);
    renderMaterials(post, <CustomerMaterialPage />);
    expect(screen.getByText('请先选择客户')).toBeInTheDocument();
    expect(callsTo(MATERIAL_INQUIRY)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByLabelText('选择客户'));
    fireEvent.click(await screen.findByTitle('张三（C202611000456）'));

    expect(
      await screen.findByText('缺少必需资料：法人身份证人像面、法人身份证国徽面'),
    ).toBeInTheDocument();
    expect(callsTo(MATERIAL_INQUIRY).map((call) => call.payload)).toEqual([
      { cusCode: 'C202611000456' },
    ]);
    expect(screen.queryByText('请先选择客户')).not.toBeInTheDocument();
  });

  it('opens on the customer named by ?cusCode=', async () => {
    const { post, callsTo } = recordingPost(ANSWERS);
    renderMaterials(post, <CustomerMaterialPage />, '/cus/cusMaterialList?cusCode=C202611000123');
    expect(await screen.findByRole('list', { name: '资料列表' })).toBeInTheDocument();
    expect(callsTo(INQUIRY).map((call) => call.payload)).toContainEqual({
      cusCode: 'C202611000123',
    });
    await waitFor(() =>
      expect(callsTo(MATERIAL_INQUIRY)[0]?.payload).toEqual({ cusCode: 'C202611000123' }),
    );
  });
});
