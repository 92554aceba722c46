import { describe, expect, it } from 'vitest';
import { isActionDisabled, type PermissionContext } from '../../../src/lib/permissions';

type Case = [name: string, code: string, context: PermissionContext, disabled: boolean];

const RULE_ON = { action: 'user:salary', type: '2', status: '1' };
const RULE_OFF = { action: 'user:salary', type: '2', status: '0' };
const GRANT = { action: 'user:salary', type: '2' };

// spec 3 reading of type '2' as a disable-policy action; spec 6 form-list override.
const cases: Case[] = [
  ['no lists at all', 'user:salary', {}, false],
  ['no type 2 system rule for the code', 'user:phone', { systemAuth: [RULE_ON] }, false],
  ['active rule and no user list', 'user:salary', { systemAuth: [RULE_ON] }, true],
  [
    'active rule and the user lacks the grant',
    'user:salary',
    { systemAuth: [RULE_ON], userAuth: [] },
    true,
  ],
  [
    'active rule lifted by a type 2 user grant',
    'user:salary',
    { systemAuth: [RULE_ON], userAuth: [GRANT] },
    false,
  ],
  [
    'a type 1 user entry does not lift the rule',
    'user:salary',
    { systemAuth: [RULE_ON], userAuth: [{ action: 'user:salary', type: '1' }] },
    true,
  ],
  ['status 0 switches the rule off', 'user:salary', { systemAuth: [RULE_OFF] }, false],
  [
    'status 0 wins over a status 1 duplicate',
    'user:salary',
    { systemAuth: [RULE_ON, RULE_OFF] },
    false,
  ],
  [
    'a rule without a status is on (only status 0 switches it off)',
    'user:salary',
    { systemAuth: [{ action: 'user:salary', type: '2' }] },
    true,
  ],
  [
    'a type 1 system entry is not a disable rule',
    'user:salary',
    { systemAuth: [{ action: 'user:salary', type: '1', status: '1' }] },
    false,
  ],
  [
    'comma-separated rule covers each code',
    'user:phone',
    { systemAuth: [{ action: 'user:salary,user:phone', type: '2', status: '1' }] },
    true,
  ],
  [
    'comma-separated grant lifts each code',
    'user:phone',
    {
      systemAuth: [{ action: 'user:phone', type: '2', status: '1' }],
      userAuth: [{ action: 'user:salary,user:phone', type: '2' }],
    },
    false,
  ],
  [
    'a type 2 form entry disables even for a granted user',
    'user:salary',
    { formPermissions: [GRANT], systemAuth: [RULE_ON], userAuth: [GRANT] },
    true,
  ],
  [
    'a type 2 form entry disables without stored lists',
    'user:salary',
    { formPermissions: [GRANT] },
    true,
  ],
  [
    'a type 1 form entry has no disable effect',
    'user:salary',
    { formPermissions: [{ action: 'user:salary', type: '1' }] },
    false,
  ],
];

describe('isActionDisabled (type 2 disable policy)', () => {
  it.each(cases)('%s', (_name, code, context, disabled) => {
    expect(isActionDisabled(code, context)).toBe(disabled);
  });
});
