import { describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../../src/lib/validators/validateForm';

describe('validateForm (spec 5.4)', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    ['form', 'string'],
    [{}, 'object'],
    [{ validateFields: true }, 'object'],
  ])('rejects %j, which has no validate function', async (form, kind) => {
    await expect(validateForm(form)).rejects.toThrow(
      `form 参数需要的是一个form对象，而传入的却是${kind}`,
    );
  });

  it('resolves with the values of a form whose rules pass', async () => {
    const form = { validateFields: vi.fn(async () => ({ username: 'zhangsan' })) };
    await expect(validateForm(form)).resolves.toEqual({ username: 'zhangsan' });
    expect(form.validateFields).toHaveBeenCalledOnce();
  });

  it('rejects with the form’s own error info when a rule fails', async () => {
    const info = { errorFields: [{ name: ['username'], errors: ['请输入用户名'] }] };
    const form = { validateFields: vi.fn(() => Promise.reject(info)) };
    await expect(validateForm(form)).rejects.toBe(info);
  });
});
