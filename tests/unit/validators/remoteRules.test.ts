import { describe, expect, it, vi } from 'vitest';
import {
  ruleCheckRule,
  uniquenessRule,
  type ExistenceAnswer,
  type RuleCheckAnswer,
} from '../../../src/lib/validators/remoteRules';
import { errorsOf } from './runRules';

const answering = <T>(answer: T) => vi.fn(async (_value: string) => answer);

describe('uniquenessRule (spec 5.4)', () => {
  it.each<[string, ExistenceAnswer, string[]]>([
    ['a free value passes', { ok: true, exists: false }, []],
    ['a nonzero count gives {field}已存在', { ok: true, exists: true }, ['用户账号已存在']],
    [
      'a server refusal shows the server message',
      { ok: false, message: '操作失败，表名不合法', presented: false },
      ['操作失败，表名不合法'],
    ],
    [
      'a failure the HTTP layer has shown gets our short text, not the same words again',
      { ok: false, message: '网络超时', presented: true },
      ['校验失败，请稍后重试'],
    ],
    [
      'a refusal without a message gets our short text',
      { ok: false, message: '', presented: false },
      ['校验失败，请稍后重试'],
    ],
  ])('%s', async (_name, answer, errors) => {
    const lookup = answering(answer);
    expect(await errorsOf([uniquenessRule(lookup, '用户账号')], 'zhangsan')).toEqual(errors);
    expect(lookup).toHaveBeenCalledWith('zhangsan');
  });

  it.each(['', undefined, null])('skips the lookup for an empty value (%j)', async (value) => {
    const lookup = answering<ExistenceAnswer>({ ok: true, exists: true });
    expect(await errorsOf([uniquenessRule(lookup, '用户账号')], value)).toEqual([]);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('checks a number as its text', async () => {
    const lookup = answering<ExistenceAnswer>({ ok: true, exists: false });
    await errorsOf([uniquenessRule(lookup, '工号')], 1024);
    expect(lookup).toHaveBeenCalledWith('1024');
  });

  it('turns a lookup that throws into our short text', async () => {
    const lookup = vi.fn(async (): Promise<ExistenceAnswer> => {
      throw new Error('boom');
    });
    expect(await errorsOf([uniquenessRule(lookup, '工号')], 'HT0014')).toEqual([
      '校验失败，请稍后重试',
    ]);
  });

  it('runs on blur unless told otherwise', () => {
    const lookup = answering<ExistenceAnswer>({ ok: true, exists: false });
    expect(uniquenessRule(lookup, '工号').validateTrigger).toBe('onBlur');
    expect(uniquenessRule(lookup, '工号', { validateTrigger: 'onChange' }).validateTrigger).toBe(
      'onChange',
    );
  });
});

describe('ruleCheckRule (spec 5.4, 7.3)', () => {
  it.each<[string, RuleCheckAnswer, string[]]>([
    ['a passing value', { ok: true }, []],
    [
      'a refused value shows the server message',
      { ok: false, message: '商户号须以HT开头', presented: false },
      ['商户号须以HT开头'],
    ],
    [
      'an unknown rule code shows the server message',
      { ok: false, message: '该编码不存在', presented: false },
      ['该编码不存在'],
    ],
    [
      'a refusal without a message',
      { ok: false, message: '', presented: false },
      ['编码校验未通过'],
    ],
    [
      'a failure already shown',
      { ok: false, message: '网络超时', presented: true },
      ['校验失败，请稍后重试'],
    ],
  ])('%s', async (_name, answer, errors) => {
    const lookup = answering(answer);
    expect(await errorsOf([ruleCheckRule(lookup)], 'XT20260318001')).toEqual(errors);
    expect(lookup).toHaveBeenCalledWith('XT20260318001');
  });

  it.each(['', undefined, null])('skips the check for an empty value (%j)', async (value) => {
    const lookup = answering<RuleCheckAnswer>({ ok: true });
    expect(await errorsOf([ruleCheckRule(lookup)], value)).toEqual([]);
    expect(lookup).not.toHaveBeenCalled();
  });
});
