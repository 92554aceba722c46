import { describe, expect, it } from 'vitest';
import { createDataProvider, mutationMessage } from '../../../providers/data-provider';
import { fakeRequester } from './fake-requester';
import { resourceEndpoints } from '../../../resources/registry';

// JeecgBoot pages show the server's own success text after a save or delete (Vue2
// `this.$message.success(res.message)`), so the mutation responses carry it.
const okWith = (message: string) => ({ success: true, code: 200, message, result: null });

describe('mutation responses carry the server message', () => {
  it('create, update, deleteOne and deleteMany return the reply message', async () => {
    const { request } = fakeRequester(
      okWith('添加成功！'),
      okWith('编辑成功!'),
      okWith('删除成功!'),
      okWith('批量删除成功!'),
    );
    const provider = createDataProvider(request, resourceEndpoints);
    const created = await provider.create({ resource: 'position', variables: { name: '经理' } });
    const updated = await provider.update({
      resource: 'position',
      id: 'p1',
      variables: { name: '经理' },
    });
    const deleted = await provider.deleteOne({ resource: 'position', id: 'p1' });
    const deletedMany = await provider.deleteMany?.({ resource: 'position', ids: ['p1', 'p2'] });
    expect([created, updated, deleted, deletedMany].map(mutationMessage)).toEqual([
      '添加成功！',
      '编辑成功!',
      '删除成功!',
      '批量删除成功!',
    ]);
  });

  it('an empty message adds nothing', async () => {
    const { request } = fakeRequester(okWith('  '));
    const created = await createDataProvider(request, resourceEndpoints).create({
      resource: 'position',
      variables: { name: '经理' },
    });
    expect(created).toEqual({ data: { name: '经理' } });
    expect(mutationMessage(created)).toBeUndefined();
  });

  it('mutationMessage reads nothing from other shapes', () => {
    expect(mutationMessage(undefined)).toBeUndefined();
    expect(mutationMessage({ data: {}, message: 3 })).toBeUndefined();
  });
});
