import { Form } from 'antd';
import type { SmsScene } from '../../../providers/sign-in-api';
import { SmsCaptchaField as SmsCodeField } from '../../components/SmsCaptchaField';
import { FIELD_MESSAGES } from '../../lib/validators/fields';
import { signInApi } from './signInApi';

interface Props {
  scene: SmsScene;
  /** Form field holding the mobile the code goes to. */
  mobileField?: string;
  name?: string;
  label?: string;
}

/** The sign-in pages' SMS code field: the mobile comes from the form and is validated first. */
export function SmsCaptchaField({ scene, mobileField = 'mobile', name = 'captcha', label }: Props) {
  const form = Form.useFormInstance();
  const resolveMobile = () =>
    form.validateFields([mobileField]).then(
      () => String(form.getFieldValue(mobileField)),
      () => undefined,
    );
  return (
    <SmsCodeField
      name={name}
      label={label}
      size="large"
      requiredMessage={FIELD_MESSAGES.captchaRequired}
      resolveMobile={resolveMobile}
      send={(mobile) => signInApi.sendSmsCaptcha(scene, mobile)}
    />
  );
}
