import { describe, expect, it } from 'vitest';
import { failureNotice } from '../../../resources/kit/failure';
import { REQUEST_FAILED } from '../../../src/lib/messages';
import { ApiError } from '../../../providers/http/httpError';

describe('failureNotice (spec 8.1, 8.2: each failure shown once)', () => {
  it('shows nothing for a failure the HTTP layer has presented', () => {
    expect(failureNotice(new ApiError('网络超时', 'http', 408))).toBeNull();
  });

  it('warns with the server message of a success:false reply and of a refused input', () => {
    expect(failureNotice(new ApiError('该值不可用', 'server'))).toEqual({
      level: 'warning',
      text: '该值不可用',
    });
    expect(failureNotice(new ApiError('请选择一条记录！', 'input'))).toEqual({
      level: 'warning',
      text: '请选择一条记录！',
    });
  });

  it("warns with the server message of a refused lookup (a tree row's children)", () => {
    expect(failureNotice(new ApiError('该编码【B99】不存在，请核实!', 'server'))).toEqual({
      level: 'warning',
      text: '该编码【B99】不存在，请核实!',
    });
  });

  it('shows a configuration error (请设置url.…属性!) as an error', () => {
    expect(failureNotice(new ApiError('请设置url.delete属性!', 'configuration'))).toEqual({
      level: 'error',
      text: '请设置url.delete属性!',
    });
  });

  it('shows anything else as an error, with a fallback text', () => {
    expect(failureNotice(new Error('boom'))).toEqual({ level: 'error', text: 'boom' });
    expect(failureNotice('nope')).toEqual({ level: 'error', text: REQUEST_FAILED });
  });
});
