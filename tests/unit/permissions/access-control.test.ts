// @vitest-environment jsdom
import type { CanParams } from '@refinedev/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accessControlProvider,
  createAccessControlProvider,
  permissionCodeOf,
} from '../../../providers/access-control';
import type { PermissionLists } from '../../../src/lib/permissions';
import { storage } from '../../../src/lib/storage';

const LISTS: PermissionLists = {
  userAuth: [
    { action: 'user:add,user:edit', type: '1' },
    { action: 'order:refund', type: '1' },
  ],
  systemAuth: [
    { action: 'user:add', type: '1', status: '1' },
    { action: 'order:refund', type: '1', status: '0' },
  ],
};

describe('permissionCodeOf', () => {
  it.each<[string, CanParams, string | undefined]>([
    [
      'params.code wins',
      { resource: 'isystem-user', action: 'create', params: { code: 'user:add' } },
      'user:add',
    ],
    ['resource and action', { resource: 'user', action: 'create' }, 'user:create'],
    [
      'an empty code is ignored',
      { resource: 'user', action: 'edit', params: { code: '' } },
      'user:edit',
    ],
    [
      'a code that is not text is ignored',
      { resource: 'user', action: 'edit', params: { code: 7 } },
      'user:edit',
    ],
    ['a page check needs no code', { resource: 'user', action: 'list' }, undefined],
    [
      'a page check with a code has it',
      { resource: 'user', action: 'list', params: { code: 'user:list' } },
      'user:list',
    ],
    ['no resource and no code', { action: 'export' }, undefined],
  ])('%s', (_name, params, code) => {
    expect(permissionCodeOf(params)).toBe(code);
  });
});

describe('createAccessControlProvider', () => {
  const provider = createAccessControlProvider(() => LISTS);

  it.each<[string, CanParams, boolean]>([
    [
      'granted code from params',
      { resource: 'isystem-user', action: 'create', params: { code: 'user:edit' } },
      true,
    ],
    ['granted resource:action', { resource: 'user', action: 'add' }, true],
    ['code the user lacks', { resource: 'user', action: 'delete' }, false],
    ['code blocked by a status 0 system entry', { resource: 'order', action: 'refund' }, false],
    ['menu and page checks pass', { resource: 'isystem-user', action: 'list' }, true],
    [
      'page check with an explicit code is checked',
      { action: 'list', params: { code: 'user:list' } },
      false,
    ],
    ['no code at all fails', { action: 'export' }, false],
  ])('%s', async (_name, params, can) => {
    await expect(provider.can(params)).resolves.toEqual({ can });
  });

  it('reads the lists on every check', async () => {
    let lists: PermissionLists = {};
    const live = createAccessControlProvider(() => lists);
    await expect(live.can({ resource: 'user', action: 'add' })).resolves.toEqual({ can: false });
    lists = LISTS;
    await expect(live.can({ resource: 'user', action: 'add' })).resolves.toEqual({ can: true });
  });

  it('hides unauthorised buttons and caches answers', () => {
    expect(provider.options).toEqual({
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: 300_000, gcTime: 600_000 },
    });
  });
});

describe('accessControlProvider', () => {
  afterEach(() => storage.clearSession());

  it('reads the lists the session stored', async () => {
    const check = { resource: 'user', action: 'add' };
    await expect(accessControlProvider.can(check)).resolves.toEqual({ can: false });
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'user:add', type: '1' }]);
    storage.set('SYS_BUTTON_AUTH', [{ action: 'user:add', type: '1', status: '1' }]);
    await expect(accessControlProvider.can(check)).resolves.toEqual({ can: true });
  });
});
