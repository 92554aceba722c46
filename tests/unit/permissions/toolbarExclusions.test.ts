import { describe, expect, it } from 'vitest';
import {
  toolbarExclusions,
  type PermissionLists,
  type ToolbarPermissions,
} from '../../../src/lib/permissions';

type Case = [
  name: string,
  prefix: string | undefined,
  lists: PermissionLists,
  expected: ToolbarPermissions,
];

const SYSTEM = [
  { action: 'order:add', type: '1', status: '1' },
  { action: 'order:batch_delete', type: '1', status: '1' },
  { action: 'order:amount', type: '1', status: '1' },
];
const ALL_SHOWN: ToolbarPermissions = { excludedCodes: [], showAdd: true, showBatchDelete: true };

// spec 6 rule 3.
const cases: Case[] = [
  ['no prefix excludes nothing', undefined, { systemAuth: SYSTEM, userAuth: [] }, ALL_SHOWN],
  ['an empty prefix excludes nothing', '', { systemAuth: SYSTEM, userAuth: [] }, ALL_SHOWN],
  [
    'a user with every code sees everything',
    'order:',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:add,order:batch_delete,order:amount' }] },
    ALL_SHOWN,
  ],
  [
    'add excluded hides the add button only',
    'order:',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:batch_delete,order:amount' }] },
    { excludedCodes: ['add'], showAdd: false, showBatchDelete: true },
  ],
  [
    'batch_delete excluded hides batch delete and remove',
    'order:',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:add,order:amount' }] },
    { excludedCodes: ['batch_delete'], showAdd: true, showBatchDelete: false },
  ],
  [
    'excluded codes come without the prefix and include column codes',
    'order:',
    { systemAuth: SYSTEM, userAuth: [] },
    { excludedCodes: ['add', 'batch_delete', 'amount'], showAdd: false, showBatchDelete: false },
  ],
  [
    'a prefix without the colon gets one',
    'order',
    { systemAuth: SYSTEM, userAuth: [{ action: 'order:add,order:batch_delete' }] },
    { excludedCodes: ['amount'], showAdd: true, showBatchDelete: true },
  ],
  [
    'a code the system does not configure is not excluded',
    'order:',
    { systemAuth: [{ action: 'order:amount', type: '1', status: '1' }], userAuth: [] },
    { excludedCodes: ['amount'], showAdd: true, showBatchDelete: true },
  ],
  [
    'a status 0 system code is not excluded',
    'order:',
    { systemAuth: [{ action: 'order:add', type: '1', status: '0' }], userAuth: [] },
    ALL_SHOWN,
  ],
  ['no stored lists exclude nothing', 'order:', {}, ALL_SHOWN],
];

describe('toolbarExclusions', () => {
  it.each(cases)('%s', (_name, prefix, lists, expected) => {
    expect(toolbarExclusions(prefix, lists)).toEqual(expected);
  });
});
