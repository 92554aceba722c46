import { useMemo } from 'react';
import type { HeaderFlags } from '../../lib/headerRules';
import { checkedHttpUrl } from '../../lib/menu/placeholders';
import type { PasswordPolicy } from '../../lib/validators/passwords';
import { useBranding } from '../branding/useBranding';

/** What the header takes from the system info (spec 2.6, 3, 5.2). */
export interface HeaderBranding {
  flags: HeaderFlags;
  /** An http(s) help address, or undefined when none is configured. */
  helpUrl?: string;
  passwordPolicy: PasswordPolicy;
}

export function useHeaderBranding(): HeaderBranding {
  const { flags, helpUrl, pwdReg, pwdMsg } = useBranding();
  return useMemo(
    () => ({
      flags,
      // Opened in a new tab from configuration: nothing but http(s) is followed.
      helpUrl: helpUrl ? checkedHttpUrl(helpUrl) : undefined,
      passwordPolicy: { pwdReg, pwdMsg },
    }),
    [flags, helpUrl, pwdReg, pwdMsg],
  );
}
