import { describe, expect, it } from 'vitest';
import { diskUsage } from '../../../resources/monitor/disk/diskUsage';
import {
  createFailureStreaks,
  failureLines,
  failureMessage,
  toFailures,
} from '../../../resources/monitor/shared/failures';
import { LOGIN_EXPIRED_CONTENT, REQUEST_FAILED } from '../../../src/lib/messages';
import { ApiError } from '../../../providers/http/httpError';

describe('monitoring failures', () => {
  it('tells the message of an HTTP or reply failure', () => {
    expect(failureMessage(new ApiError('指标暂不可用', 'http', 500))).toBe('指标暂不可用');
    expect(failureMessage(new ApiError('Redis连接失败', 'server'))).toBe('Redis连接失败');
    expect(failureMessage('odd')).toBe(REQUEST_FAILED);
  });

  it('tells nothing for an ended session or a cancelled call', () => {
    expect(failureMessage(new ApiError(LOGIN_EXPIRED_CONTENT, 'http', 401))).toBeNull();
    expect(failureMessage(new ApiError(LOGIN_EXPIRED_CONTENT, 'http', 500))).toBeNull();
    expect(failureMessage(new DOMException('stopped', 'AbortError'))).toBeNull();
    expect(toFailures('Key 数量', new DOMException('stopped', 'AbortError'))).toEqual([]);
    expect(toFailures('Key 数量', new ApiError('断开', 'server'))).toEqual([
      { label: 'Key 数量', message: '断开' },
    ]);
  });

  it('groups what failed by message, one line each', () => {
    expect(
      failureLines([
        { label: 'jvm.gc.pause', message: '请求失败' },
        { label: 'jvm.memory.max', message: '拒绝访问' },
        { label: 'jvm.threads.live', message: '请求失败' },
      ]),
    ).toEqual(['请求失败（jvm.gc.pause、jvm.threads.live）', '拒绝访问（jvm.memory.max）']);
    expect(failureLines([])).toEqual([]);
  });
});

describe('createFailureStreaks', () => {
  const failed = (message: string): PromiseSettledResult<number> => ({
    status: 'rejected',
    reason: new ApiError(message, 'server'),
  });
  const ok: PromiseSettledResult<number> = { status: 'fulfilled', value: 1 };

  it('tells a polled failure when it starts, not on every poll, and again after a success', () => {
    const newFailures = createFailureStreaks();
    expect(newFailures('Key 数量', failed('断开'))).toEqual([
      { label: 'Key 数量', message: '断开' },
    ]);
    expect(newFailures('Key 数量', failed('断开'))).toEqual([]);
    expect(newFailures('内存占用', failed('断开'))).toHaveLength(1);
    expect(newFailures('Key 数量', ok)).toEqual([]);
    expect(newFailures('Key 数量', failed('超时'))).toEqual([
      { label: 'Key 数量', message: '超时' },
    ]);
  });
});

describe('diskUsage', () => {
  it('shows the used share with sizes and a colour by how full the disk is', () => {
    expect(diskUsage({ name: '/', max: 107374182400, rest: 38654705664, restPPT: 64 })).toEqual({
      name: '/',
      percent: 64,
      total: '100.00 GB',
      used: '64.00 GB',
      free: '36.00 GB',
      color: '#52c41a',
    });
    expect(diskUsage({ name: '/data', max: 100, rest: 16, restPPT: 84 }).color).toBe('#faad14');
    expect(diskUsage({ name: '/logs', max: 100, rest: 5, restPPT: 95 }).color).toBe('#f5222d');
    expect(diskUsage({ name: '/odd', max: 0, rest: 0, restPPT: 140 }).percent).toBe(100);
  });
});
