import { accountApi, type SmsScene } from '../../../providers/account-api';
import { SmsCaptchaField as SmsCodeField } from '../../components/SmsCaptchaField';

export interface SmsCaptchaFieldProps {
  name: string;
  label: string;
  requiredMessage: string;
  /** Where the code goes; without it the code cannot be sent. */
  mobile?: string;
  scene: SmsScene;
}

/** The account dialogs' SMS code field: the code goes to the signed-in user's mobile. */
export function SmsCaptchaField({
  name,
  label,
  requiredMessage,
  mobile,
  scene,
}: SmsCaptchaFieldProps) {
  return (
    <SmsCodeField
      name={name}
      label={label}
      requiredMessage={requiredMessage}
      mobileKnown={Boolean(mobile)}
      resolveMobile={async () => mobile}
      send={(to) => accountApi.sendSmsCaptcha({ mobile: to, scene })}
    />
  );
}
