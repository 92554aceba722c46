import { describe, expect, it } from 'vitest';
import {
  USER_RULES,
  isUserActive,
  userCertNoRule,
  userFieldsOf,
  userSearchFilters,
  userStatusActions,
} from '../../../src/lib/authUser';

// 用户管理 pure rules (issue 19 G): the status machine of UserStatusModify, the form's values as
// saved fields, the search filters and the masked-value-aware certificate rule (spec 5.1).

const passes = async (
  rule: { validator?: (r: unknown, v: unknown) => Promise<void> },
  v: unknown,
) =>
  rule.validator?.({}, v).then(
    () => true,
    () => false,
  );

describe('userStatusActions', () => {
  it.each([
    ['01', ['disable'], ['停用'], ['02']],
    ['02', ['enable'], ['启用'], ['01']],
    ['03', ['enable', 'disable'], ['启用', '停用'], ['01', '02']],
    ['09', [], [], []],
    ['', [], [], []],
  ])('status %s allows %j', (status, actions, labels, next) => {
    const views = userStatusActions(status);
    expect(views.map((view) => view.action)).toEqual(actions);
    expect(views.map((view) => view.label)).toEqual(labels);
    expect(views.map((view) => view.next)).toEqual(next);
  });

  it.each([
    ['01', true],
    ['02', false],
    ['03', true],
  ])('a user in %s is active: %s', (status, active) => {
    expect(isUserActive(status)).toBe(active);
  });
});

describe('userFieldsOf', () => {
  const full = {
    userName: 'zhaoxy',
    realName: ' 赵晓燕 ',
    mobile: '13588612290 ',
    certNo: '33010619951208006x',
    email: ' ',
    groupIds: ['g1', 'g2'],
    remark: '',
  };

  it('trims, upper-cases the check character, sends blanks as null and never the account', () => {
    expect(userFieldsOf(full)).toEqual({
      realName: '赵晓燕',
      mobile: '13588612290',
      certNo: '33010619951208006X',
      email: null,
      groupIds: ['g1', 'g2'],
      remark: null,
    });
  });

  it('sends masked values back exactly as they came', () => {
    const fields = userFieldsOf({ ...full, mobile: '138****8000', certNo: '3301**********123x' });
    expect(fields?.mobile).toBe('138****8000');
    expect(fields?.certNo).toBe('3301**********123x');
  });

  it.each([
    ['no name', { realName: '  ' }],
    ['no mobile', { mobile: undefined }],
    ['no group', { groupIds: [] }],
  ])('%s: nothing to save', (_case, change) => {
    expect(userFieldsOf({ ...full, ...change })).toBeUndefined();
  });
});

describe('userSearchFilters', () => {
  it.each([
    [{}, {}],
    [
      { userName: ' wang ', realName: '', status: '01' },
      { userName: 'wang', status: '01' },
    ],
    [{ status: '99', mobile: ' 13857128000' }, { mobile: '13857128000' }],
    [
      { groupId: 'g1', realName: '王芳' },
      { groupId: 'g1', realName: '王芳' },
    ],
  ])('%j → %j', (values, filters) => {
    expect(userSearchFilters(values)).toEqual(filters);
  });
});

describe('the form rules', () => {
  it.each([
    ['330106199512080069', true],
    ['3301**********0069', true],
    ['330106199512080063', false],
    ['12345', false],
    ['', true],
  ])('certificate number %s passes: %s', async (value, ok) => {
    expect(await passes(userCertNoRule(), value)).toBe(ok);
  });

  it.each([
    [undefined, false],
    [[], false],
    [['g1'], true],
    [['g1', 'g2'], true],
  ])('groups %j pass: %s, never through `required` (axe aria-allowed-attr)', async (value, ok) => {
    const [rule] = USER_RULES.groupIds;
    expect(rule).not.toHaveProperty('required');
    expect(await passes(rule ?? {}, value)).toBe(ok);
  });
});
