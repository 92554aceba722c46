import { Button } from 'antd';
import { useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import { useBranding } from '../../../src/shell/branding/useBranding';
import { useAllowed } from '../../kit/useAllowed';
import { OpPasswordDialog } from './OpPasswordDialog';
import { OP_PASSWORD_TEXTS } from './texts';

/** The demo user's button code of a customer's operation password (cap.yaml auth list). */
export const OP_PASSWORD_CODE = 'cus:oppwd';

/** 设置操作密码 in the detail header, for holders of cus:oppwd only (spec 6). */
export function OpPasswordAction({ customer }: { customer: Customer }) {
  const allowed = useAllowed();
  const [open, setOpen] = useState(false);
  const { pwdReg, pwdMsg } = useBranding();
  if (!allowed(OP_PASSWORD_CODE)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{OP_PASSWORD_TEXTS.button}</Button>
      <OpPasswordDialog
        customer={customer}
        open={open}
        onClose={() => setOpen(false)}
        policy={{ pwdReg, pwdMsg }}
      />
    </>
  );
}
