export {
  SMS_BUTTON,
  SMS_CAPTCHA_EXPIRED,
  SmsCaptchaField,
  smsCountdownLabel,
  type SmsCaptchaFieldProps,
  type SmsSendOutcome,
} from './SmsCaptchaField';
export { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';
export { useCaptchaValidity, type CaptchaValidity } from './useCaptchaValidity';
