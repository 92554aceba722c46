import { describe, expect, it } from 'vitest';
import { describeCron } from '../../../src/lib/cron';

describe('describeCron (cronstrue zh_CN, Quartz weekdays)', () => {
  it.each([
    ['* * * * * ? *', '每秒'],
    ['0 15 10 ? * 6#3', '在10:15, 限每月的第三个 星期五'],
    ['0 15 10 ? * 6L', '在10:15, 限每月的最后一个星期五'],
    ['0 15 10 ? * MON-FRI', '在10:15, 星期一至星期五'],
    ['0 15 10 15W * ?', '在10:15, 限每月的最接近 15 号的工作日'],
    ['0 15 10 L-2 * ?', '在10:15, 限每月最后一天之前的第2天'],
    ['0 15 10 * * ? 2005', '在10:15, 仅于 2005 年'],
    ['0 0 0 ? * 1', '在00:00, 仅星期日'],
  ])('%s → %s', (expression, text) => {
    expect(describeCron(expression)).toBe(text);
  });

  it('describes L-nW, which cronstrue refuses, itself', () => {
    expect(describeCron('0 15 10 L-2W * ?')).toBe(
      '在10:15, 限每月最后一天之前的第2天最接近的工作日',
    );
  });

  it('gives nothing for an invalid expression', () => {
    expect(describeCron('0 0 12 1 * 2')).toBeNull();
  });
});
