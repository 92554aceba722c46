import { describe, expect, it } from 'vitest';
import { readPermissionLists } from '../../../src/lib/permissions';
import { createStorage } from '../../../src/lib/storage';
import { MemoryStorage } from '../lib/memoryStorage';

describe('readPermissionLists', () => {
  it('reads the user and system lists the menu load stored', () => {
    const storage = createStorage({ local: new MemoryStorage(), session: new MemoryStorage() });
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'user:add', type: '1', describe: '添加' }]);
    storage.set('SYS_BUTTON_AUTH', [{ action: 'user:add', type: '1', status: '1' }]);
    expect(readPermissionLists(storage)).toEqual({
      userAuth: [{ action: 'user:add', type: '1', describe: '添加' }],
      systemAuth: [{ action: 'user:add', type: '1', status: '1' }],
    });
  });

  it('leaves missing lists undefined', () => {
    const storage = createStorage({ local: new MemoryStorage(), session: new MemoryStorage() });
    expect(readPermissionLists(storage)).toEqual({ userAuth: undefined, systemAuth: undefined });
  });
});
