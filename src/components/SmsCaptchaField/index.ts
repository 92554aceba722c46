export {
  SMS_BUTTON,
  SmsCaptchaField,
  smsCountdownLabel,
  type SmsCaptchaFieldProps,
  type SmsSendOutcome,
} from './SmsCaptchaField';
export { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';
