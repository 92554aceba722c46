/**
 * The channel onboarding machine (渠道进件, issue 16 codes), one record per customer × channel ×
 * product: 00 待提交 →(CusChannelInnet) 01 审核中 →(the channel approves; the console re-reads)
 * 02 待签约 →(CusChannelInnetSign) 03 待短信确认 →(CusChannelInnetSmsApply, CusChannelInnetSmsConfirm)
 * 04 待打款验证 →(CusChannelInnetPayConfirm, CusChannelInnetOpen) 05 已开户. 09 已驳回 and 08 失败
 * (from any of 01–04) go back to 00 once the application is edited and resubmitted.
 */
import { SMS_CAPTCHA_VALID_MS, SMS_RESEND_COUNTDOWN_S } from '../constants';
import { INNET_STATUS, type InnetStatus, isCode } from './codes';
import { ONBOARDING_RESUBMIT, ONBOARDING_STEP_TITLES } from './texts';

export type OnboardingStepKey = keyof typeof ONBOARDING_STEP_TITLES;

/** The steps of the guided page (antd Steps items), in order. */
export const ONBOARDING_STEPS: readonly { key: OnboardingStepKey; title: string }[] = (
  ['submit', 'review', 'sign', 'sms', 'pay-verify', 'opened'] as const
).map((key) => ({ key, title: ONBOARDING_STEP_TITLES[key] }));

export type InnetCall =
  | 'CusChannelInnet'
  | 'CusChannelInnetSign'
  | 'CusChannelInnetSmsApply'
  | 'CusChannelInnetSmsConfirm'
  | 'CusChannelInnetPayConfirm'
  | 'CusChannelInnetOpen';

/** What moves a record on from its status. */
export type OnboardingNext =
  /** The console makes these calls, in order. */
  | { kind: 'call'; calls: readonly InnetCall[] }
  /** 01: the channel is reviewing; the console re-reads the record. */
  | { kind: 'wait' }
  /** 08, 09: edit the application and resubmit; the record goes back to `status`. */
  | { kind: 'resubmit'; label: string; status: InnetStatus }
  /** 05: nothing left to do. */
  | { kind: 'none' };

export interface OnboardingView {
  /** Index into ONBOARDING_STEPS: antd Steps' `current`. */
  step: number;
  /** antd Steps' `status` of the current step. */
  stepStatus: 'process' | 'finish' | 'error';
  next: OnboardingNext;
  /** The channel flow has stopped (opened, failed or rejected): no call moves it forward. */
  terminal: boolean;
}

const { toSubmit, inReview, toSign, toConfirmSms, toVerifyPayment, opened, failed, rejected } =
  INNET_STATUS;

const stepIndex = (key: OnboardingStepKey): number =>
  ONBOARDING_STEPS.findIndex((step) => step.key === key);

/** The step each status of the forward path stands at. */
const FORWARD_STEP: Readonly<Record<string, OnboardingStepKey>> = {
  [toSubmit]: 'submit',
  [inReview]: 'review',
  [toSign]: 'sign',
  [toConfirmSms]: 'sms',
  [toVerifyPayment]: 'pay-verify',
};

/** The statuses a record can fail from: those in the channel's hands. */
const CHANNEL_STATUSES: ReadonlySet<string> = new Set([
  inReview,
  toSign,
  toConfirmSms,
  toVerifyPayment,
]);

const FORWARD_CALLS: Readonly<Record<string, readonly InnetCall[]>> = {
  [toSubmit]: ['CusChannelInnet'],
  [toSign]: ['CusChannelInnetSign'],
  [toConfirmSms]: ['CusChannelInnetSmsApply', 'CusChannelInnetSmsConfirm'],
  [toVerifyPayment]: ['CusChannelInnetPayConfirm', 'CusChannelInnetOpen'],
};

const RESUBMIT: OnboardingNext = { kind: 'resubmit', label: ONBOARDING_RESUBMIT, status: toSubmit };

/**
 * Where a record in `status` stands. 09 已驳回 is the review's answer, so its error sits on the
 * review step; 08 失败 sits on the step it failed at when the record says (`failedAt`, one of
 * 01–04) and otherwise on the review step, the first one in the channel's hands. An unknown
 * status reads as 00 待提交: the page then offers only the submit step.
 */
export function onboardingView(status: string, failedAt?: string): OnboardingView {
  if (status === opened) {
    return {
      step: stepIndex('opened'),
      stepStatus: 'finish',
      next: { kind: 'none' },
      terminal: true,
    };
  }
  if (status === rejected) {
    return { step: stepIndex('review'), stepStatus: 'error', next: RESUBMIT, terminal: true };
  }
  if (status === failed) {
    const origin =
      failedAt !== undefined && CHANNEL_STATUSES.has(failedAt) ? FORWARD_STEP[failedAt] : undefined;
    return {
      step: stepIndex(origin ?? 'review'),
      stepStatus: 'error',
      next: RESUBMIT,
      terminal: true,
    };
  }
  const known = isCode(INNET_STATUS, status) ? status : toSubmit;
  const calls = FORWARD_CALLS[known];
  return {
    step: stepIndex(FORWARD_STEP[known] ?? 'submit'),
    stepStatus: 'process',
    next: calls === undefined ? { kind: 'wait' } : { kind: 'call', calls },
    terminal: false,
  };
}

/** Milliseconds from `sentAt` until a new code may be requested (spec 9: 60 s); 0 when it may. */
export function smsResendWaitMs(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, sentAt + SMS_RESEND_COUNTDOWN_S * 1000 - now);
}

/** Whole seconds left on the resend countdown, as the button shows them (59.2 s → 60). */
export function smsResendSecondsLeft(sentAt: number | undefined, now: number): number {
  return Math.ceil(smsResendWaitMs(sentAt, now) / 1000);
}

/** spec 9: a new code may be requested 60 s after the last one was sent (or if none was). */
export function canResendSms(sentAt: number | undefined, now: number): boolean {
  return smsResendWaitMs(sentAt, now) === 0;
}

/** spec 9: a code sent at `sentAt` is valid for 5 minutes; at 300 s it has expired. */
export function isSmsCodeValid(sentAt: number | undefined, now: number): boolean {
  return sentAt !== undefined && now >= sentAt && now - sentAt < SMS_CAPTCHA_VALID_MS;
}
