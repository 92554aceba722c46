import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/cap';
import { isActionAllowed, type PermissionContext } from '../../../src/lib/permissions';

type Case = [name: string, code: string, context: PermissionContext, allowed: boolean];

const SYSTEM_ENABLED = [
  { action: 'user:add', type: '1', status: '1' },
  { action: 'user:edit', type: '1', status: '1' },
];

// spec 6 rule 1 and spec 3 (comma-separated actions, type '2', status '0').
const cases: Case[] = [
  [
    'user list grants the code',
    'user:add',
    { userAuth: [{ action: 'user:add', type: '1' }] },
    true,
  ],
  [
    'an entry without a type counts as type 1',
    'user:add',
    { userAuth: [{ action: 'user:add' }] },
    true,
  ],
  [
    'user list lacks the code',
    'user:delete',
    { userAuth: [{ action: 'user:add', type: '1' }] },
    false,
  ],
  ['no user list and no form list', 'user:add', { systemAuth: SYSTEM_ENABLED }, false],
  ['empty user list', 'user:add', { userAuth: [], systemAuth: SYSTEM_ENABLED }, false],
  ['no lists at all', 'user:add', {}, false],
  [
    'comma-separated user entry grants each code',
    'user:edit',
    { userAuth: [{ action: 'user:add,user:edit', type: '1' }] },
    true,
  ],
  [
    'comma-separated pieces are trimmed',
    'user:edit',
    { userAuth: [{ action: 'user:add, user:edit', type: '1' }] },
    true,
  ],
  [
    'a prefix of a granted code is not granted',
    'user:ad',
    { userAuth: [{ action: 'user:add' }] },
    false,
  ],
  [
    'a code configured nowhere is removed',
    'order:refund',
    { userAuth: [{ action: 'user:add' }] },
    false,
  ],
  [
    'status 0 system entry blocks the user grant (spec wins over the old v-has)',
    'user:add',
    {
      userAuth: [{ action: 'user:add', type: '1' }],
      systemAuth: [{ action: 'user:add', type: '1', status: '0' }],
    },
    false,
  ],
  [
    'status 0 comma-separated system entry blocks each of its codes',
    'user:edit',
    {
      userAuth: [{ action: 'user:edit', type: '1' }],
      systemAuth: [{ action: 'user:add,user:edit', type: '1', status: '0' }],
    },
    false,
  ],
  [
    'status 1 system entry does not block',
    'user:add',
    { userAuth: [{ action: 'user:add', type: '1' }], systemAuth: SYSTEM_ENABLED },
    true,
  ],
  [
    'status 0 entry of another code does not block',
    'user:add',
    {
      userAuth: [{ action: 'user:add', type: '1' }],
      systemAuth: [{ action: 'user:edit', type: '1', status: '0' }],
    },
    true,
  ],
  [
    'no system list blocks nothing',
    'user:add',
    { userAuth: [{ action: 'user:add', type: '1' }] },
    true,
  ],
  [
    'a type 2 status 0 system entry is a disable rule, not a block',
    'user:add',
    {
      userAuth: [{ action: 'user:add', type: '1' }],
      systemAuth: [{ action: 'user:add', type: '2', status: '0' }],
    },
    true,
  ],
  [
    'a type 2 user entry is not a button grant',
    'user:add',
    { userAuth: [{ action: 'user:add', type: '2' }], systemAuth: SYSTEM_ENABLED },
    false,
  ],
  [
    'the form list grants without any stored list',
    'bpm:approve',
    { formPermissions: [{ action: 'bpm:approve', type: '1' }] },
    true,
  ],
  [
    'the form list overrides a status 0 system entry',
    'user:add',
    {
      formPermissions: [{ action: 'user:add', type: '1' }],
      systemAuth: [{ action: 'user:add', type: '1', status: '0' }],
    },
    true,
  ],
  [
    'comma-separated form entry grants each code',
    'bpm:reject',
    { formPermissions: [{ action: 'bpm:approve,bpm:reject' }] },
    true,
  ],
  [
    'a type 2 form entry does not grant',
    'bpm:approve',
    { formPermissions: [{ action: 'bpm:approve', type: '2' }] },
    false,
  ],
  [
    'a form list without the code falls back to the stored lists',
    'user:add',
    {
      formPermissions: [{ action: 'bpm:approve', type: '1' }],
      userAuth: [{ action: 'user:add', type: '1' }],
    },
    true,
  ],
  [
    'a form list without the code and a status 0 block still removes it',
    'user:add',
    {
      formPermissions: [{ action: 'bpm:approve', type: '1' }],
      userAuth: [{ action: 'user:add', type: '1' }],
      systemAuth: [{ action: 'user:add', type: '1', status: '0' }],
    },
    false,
  ],
];

describe('isActionAllowed (spec 6: stays or is removed)', () => {
  it.each(cases)('%s', (_name, code, context, allowed) => {
    expect(isActionAllowed(code, context)).toBe(allowed);
  });

  it('accepts the server lists as generated', () => {
    const auth: components['schemas']['CapAuthItem'][] = [
      { action: 'user:add', type: '1', describe: '添加用户' },
    ];
    const allAuth: components['schemas']['CapAllAuthItem'][] = [
      { action: 'user:add', type: '1', status: '1', describe: '添加用户' },
    ];
    expect(isActionAllowed('user:add', { userAuth: auth, systemAuth: allAuth })).toBe(true);
  });
});
