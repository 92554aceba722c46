import { describe, expect, it } from 'vitest';
import { missingPrefixedActions, type PermissionLists } from '../../../src/lib/permissions';

type Case = [name: string, prefix: string, lists: PermissionLists, missing: string[]];

const SYSTEM = [
  { action: 'order:add', type: '1', status: '1' },
  { action: 'order:edit', type: '1', status: '1' },
  { action: 'order:batch_delete', type: '1', status: '1' },
  { action: 'user:add', type: '1', status: '1' },
];

// spec 6 rule 2: type '1', prefixed, enabled in the system list, not in the user's list.
const cases: Case[] = [
  ['no prefix, nothing', '', { systemAuth: SYSTEM }, []],
  [
    'enabled prefixed actions the user lacks, in system order',
    'order:',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:edit', type: '1' }] },
    ['order:add', 'order:batch_delete'],
  ],
  [
    'no user list: every enabled prefixed action',
    'order:',
    { systemAuth: SYSTEM },
    ['order:add', 'order:edit', 'order:batch_delete'],
  ],
  ['no system list: nothing', 'order:', { userAuth: [] }, []],
  [
    'status 0 entries are not returned',
    'order:',
    { systemAuth: [{ action: 'order:add', type: '1', status: '0' }] },
    [],
  ],
  [
    'entries without status 1 are not returned',
    'order:',
    { systemAuth: [{ action: 'order:add', type: '1' }] },
    [],
  ],
  [
    'type 2 system entries are not returned',
    'order:',
    { systemAuth: [{ action: 'order:amount', type: '2', status: '1' }] },
    [],
  ],
  [
    'a system entry without a type counts as type 1',
    'order:',
    { systemAuth: [{ action: 'order:add', status: '1' }] },
    ['order:add'],
  ],
  [
    'a type 2 user entry does not count as having the action',
    'order:',
    {
      systemAuth: [{ action: 'order:export', type: '1', status: '1' }],
      userAuth: [{ action: 'order:export', type: '2' }],
    },
    ['order:export'],
  ],
  [
    'comma-separated system entry is split and filtered by prefix',
    'order:',
    { systemAuth: [{ action: 'order:import,user:import', type: '1', status: '1' }] },
    ['order:import'],
  ],
  [
    'comma-separated user entry grants each piece',
    'order:',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:add,order:edit,order:batch_delete' }] },
    [],
  ],
  [
    'an action named twice is returned once',
    'order:',
    {
      systemAuth: [
        { action: 'order:add', type: '1', status: '1' },
        { action: 'order:add,order:edit', type: '1', status: '1' },
      ],
    },
    ['order:add', 'order:edit'],
  ],
  ['the prefix must start the action', 'add', { systemAuth: SYSTEM }, []],
];

describe('missingPrefixedActions', () => {
  it.each(cases)('%s', (_name, prefix, lists, missing) => {
    expect(missingPrefixedActions(prefix, lists)).toEqual(missing);
  });
});
