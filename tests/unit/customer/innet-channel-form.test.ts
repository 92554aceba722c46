/**
 * A channel's form as data (CusChannelFormInquiry, issue 16 page 4): each field kind's spec 5.1
 * rule, the channel's own pattern, and the formValues sent to CusChannelInnet.
 */
import { describe, expect, it } from 'vitest';
import type { ChannelFormField } from '../../../providers/customer-innet-api';
import {
  channelFieldRules,
  channelFormValues,
  editableValues,
} from '../../../resources/customer/innet/channelForm';
import type { FieldRule } from '../../../src/lib/validators';

/** The first message the rules give `value`, or undefined when it passes. */
async function problem(rules: FieldRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (rule.required && (value === undefined || value === '' || value === null)) {
      return rule.message;
    }
    if (rule.validator) {
      const error = await rule.validator(rule, value).then(
        () => undefined,
        (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
      );
      if (error) return error;
    }
  }
  return undefined;
}

const field = (overrides: Partial<ChannelFormField>): ChannelFormField => ({
  field: 'f',
  label: '字段',
  kind: 'text',
  required: false,
  ...overrides,
});

describe('channelFieldRules', () => {
  it.each([
    {
      kind: 'bankCard',
      bad: '0622021202043213201',
      good: '6222021202043213201',
      message: '请输入正确的银行卡号',
    },
    {
      kind: 'idCard',
      bad: '330106198005121235',
      good: '11010519491231002X',
      message: '请输入正确的身份证号码',
    },
    { kind: 'mobile', bad: '138****5678', good: '13800135678', message: '请输入正确的手机号码' },
    { kind: 'amount', bad: '0.371', good: '300000', message: '请输入正确的金额' },
  ] as const)('$kind refuses $bad and takes $good', async ({ kind, bad, good, message }) => {
    const rules = channelFieldRules(field({ kind }));
    expect(await problem(rules, bad)).toBe(message);
    expect(await problem(rules, good)).toBeUndefined();
    expect(await problem(rules, '')).toBeUndefined();
  });

  it('asks for a required field by its label: 请输入 typed, 请选择 chosen', async () => {
    expect(await problem(channelFieldRules(field({ label: '经营地址', required: true })), '')).toBe(
      '请输入经营地址',
    );
    for (const kind of ['select', 'date', 'region'] as const) {
      expect(
        await problem(
          channelFieldRules(field({ kind, label: '经营地区', required: true })),
          undefined,
        ),
      ).toBe('请选择经营地区');
    }
  });

  it("applies the channel's pattern and length, and ignores a pattern that is no expression", async () => {
    const branch = field({ pattern: '^\\d{12}$', patternMessage: '联行号为12位数字' });
    expect(await problem(channelFieldRules(branch), '1023')).toBe('联行号为12位数字');
    expect(await problem(channelFieldRules(branch), '102331000123')).toBeUndefined();
    expect(await problem(channelFieldRules(field({ maxLength: 3 })), '四个字符')).toBe(
      '最大长度为3个字符',
    );
    expect(await problem(channelFieldRules(field({ pattern: '([' })), 'x')).toBeUndefined();
  });
});

describe('channelFormValues', () => {
  const fields = [
    field({ field: 'bizAddress' }),
    field({ field: 'monthlyVolume', kind: 'amount' }),
    field({ field: 'singleLimit', kind: 'amount' }),
  ];

  it('sends the channel fields only, trimmed, amounts in two places, empty ones left out', () => {
    expect(
      channelFormValues(fields, {
        bizAddress: ' 云栖路88号 ',
        monthlyVolume: '300000.5',
        singleLimit: '',
        stray: 'x',
      }),
    ).toEqual({ bizAddress: '云栖路88号', monthlyVolume: '300000.50' });
  });

  it('starts a resubmission from the stored values without the masked ones', () => {
    expect(editableValues({ legalMobile: '138****5678', bizAddress: '云栖路88号' })).toEqual({
      bizAddress: '云栖路88号',
    });
    expect(editableValues(undefined)).toEqual({});
  });
});
