/**
 * 所属行业 of the customer form (issue 16 page 1): the MCC tree of CusMccInquiry, a leaf is the
 * value, a group only opens; a refused read is told in the drop-down and read again on opening.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCustomerApi } from '../../../providers/customer-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { MccSelect } from '../../../resources/customer/customer/MccSelect';
import { openSelect, renderControlled } from '../dict/harness';
import { capOk, capRefused, recordingPost } from './harness';

const MCC = '/cap/cus/v1/CusMccInquiry';
const leaf = (mccCode: string, mccName: string) => ({ mccCode, mccName, children: null });
const TREE = capOk({
  listData: [
    {
      mccCode: 'G01',
      mccName: '零售',
      children: [leaf('5411', '大型仓储式超市、便利店'), leaf('5251', '五金商店')],
    },
    { mccCode: 'G02', mccName: '餐饮', children: [leaf('5812', '餐厅、订餐服务')] },
  ],
});

function renderMcc(post: ReturnType<typeof recordingPost>['post'], initial?: string) {
  const client = new QueryClient();
  const api = createCustomerApi(post);
  return renderControlled(
    (value, onChange) => (
      <QueryClientProvider client={client}>
        <CustomerApiContext value={api}>
          <MccSelect value={value} onChange={onChange} />
        </CustomerApiContext>
      </QueryClientProvider>
    ),
    initial,
  );
}

const treeNode = (title: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
    (element) => element.querySelector(`[title="${title}"]`),
  );
  if (!found) throw new Error(`no tree node ${title}`);
  return found;
};
const expand = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-switcher')!);
const pick = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-node-content-wrapper')!);

describe('MccSelect (所属行业)', { timeout: 20_000 }, () => {
  it('reads the tree once and takes an MCC code; a group is not a value', async () => {
    const { post, callsTo } = recordingPost({ [MCC]: TREE });
    renderMcc(post);
    openSelect();
    await waitFor(() => treeNode('零售'));

    pick('零售');
    expect(screen.getByTestId('value').textContent).toBe('');

    expand('零售');
    await waitFor(() => treeNode('5251 五金商店'));
    pick('5251 五金商店');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('5251'));
    expect(callsTo(MCC)).toHaveLength(1);
  });

  it('shows a stored industry by its code and name', async () => {
    const { post } = recordingPost({ [MCC]: TREE });
    renderMcc(post, '5812');
    expect(await screen.findByTitle('5812 餐厅、订餐服务')).toBeTruthy();
  });

  it('tells a refused read in the drop-down and reads again when it next opens', async () => {
    let answer = capRefused('行业服务暂不可用');
    const { post, callsTo } = recordingPost({ [MCC]: () => answer });
    renderMcc(post);
    openSelect();
    expect(await screen.findByText('行业数据加载失败：行业服务暂不可用')).toBeTruthy();

    answer = TREE;
    openSelect(); // closes
    openSelect(); // opens again
    await waitFor(() => treeNode('餐饮'));
    expect(callsTo(MCC)).toHaveLength(2);
  });
});
