import { describe, expect, it } from 'vitest';
import {
  canResendSms,
  isSmsCodeValid,
  ONBOARDING_STEPS,
  onboardingView,
  smsResendSecondsLeft,
} from '../../../src/lib/customer';

describe('ONBOARDING_STEPS', () => {
  it('lists the six steps of the guided page in order', () => {
    expect(ONBOARDING_STEPS.map(({ key, title }) => `${key} ${title}`)).toEqual([
      'submit 提交申请',
      'review 渠道审核',
      'sign 签约',
      'sms 短信确认',
      'pay-verify 打款验证',
      'opened 开户完成',
    ]);
  });
});

const resubmit = { kind: 'resubmit', label: '修改后重新提交', status: '00' };

// issue 16 codes, onboarding machine.
describe('onboardingView', () => {
  it.each([
    [
      '00 待提交',
      '00',
      undefined,
      0,
      'process',
      { kind: 'call', calls: ['CusChannelInnet'] },
      false,
    ],
    ['01 审核中: re-read', '01', undefined, 1, 'process', { kind: 'wait' }, false],
    [
      '02 待签约',
      '02',
      undefined,
      2,
      'process',
      { kind: 'call', calls: ['CusChannelInnetSign'] },
      false,
    ],
    [
      '03 待短信确认',
      '03',
      undefined,
      3,
      'process',
      { kind: 'call', calls: ['CusChannelInnetSmsApply', 'CusChannelInnetSmsConfirm'] },
      false,
    ],
    [
      '04 待打款验证',
      '04',
      undefined,
      4,
      'process',
      { kind: 'call', calls: ['CusChannelInnetPayConfirm', 'CusChannelInnetOpen'] },
      false,
    ],
    ['05 已开户', '05', undefined, 5, 'finish', { kind: 'none' }, true],
    ['09 已驳回: at review', '09', undefined, 1, 'error', resubmit, true],
    ['08 失败, origin unknown: at review', '08', undefined, 1, 'error', resubmit, true],
    ['08 失败 at signing', '08', '02', 2, 'error', resubmit, true],
    ['08 失败 at SMS', '08', '03', 3, 'error', resubmit, true],
    ['08 失败 at payment verification', '08', '04', 4, 'error', resubmit, true],
    ['08 失败 with a bad origin', '08', '05', 1, 'error', resubmit, true],
    [
      'an unknown status reads as 00',
      'xx',
      undefined,
      0,
      'process',
      { kind: 'call', calls: ['CusChannelInnet'] },
      false,
    ],
  ])('%s', (_name, status, failedAt, step, stepStatus, next, terminal) => {
    expect(onboardingView(status, failedAt)).toEqual({ step, stepStatus, next, terminal });
  });
});

// spec 9: resend countdown 60 s, code valid 5 minutes. Times in ms since the code was sent at 0.
describe('SMS timing', () => {
  it.each([
    ['nothing sent yet', undefined, 0, true, 0, false],
    ['just sent', 0, 0, false, 60, true],
    ['0.8 s later', 0, 800, false, 60, true],
    ['59.999 s later', 0, 59_999, false, 1, true],
    ['60 s later', 0, 60_000, true, 0, true],
    ['299.999 s later', 0, 299_999, true, 0, true],
    ['300 s later: expired', 0, 300_000, true, 0, false],
    ['a clock behind the send time', 10_000, 5_000, false, 65, false],
  ])('%s', (_name, sentAt, now, resend, secondsLeft, valid) => {
    expect(canResendSms(sentAt, now)).toBe(resend);
    expect(smsResendSecondsLeft(sentAt, now)).toBe(secondsLeft);
    expect(isSmsCodeValid(sentAt, now)).toBe(valid);
  });
});
