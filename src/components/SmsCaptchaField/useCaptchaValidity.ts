import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_CAPTCHA_VALID_MS } from '../../lib/constants';

export interface CaptchaValidity {
  /** A code was sent and its validity has run out since. */
  expired: boolean;
  /** A code was sent now: valid for the next `validMs`. */
  sent(): void;
}

/** spec 9: an SMS code is valid for 5 minutes after it was sent. */
export function useCaptchaValidity(
  validMs: number = SMS_CAPTCHA_VALID_MS,
  onExpired?: () => void,
): CaptchaValidity {
  const [expired, setExpired] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expiredListener = useRef(onExpired);
  useEffect(() => {
    expiredListener.current = onExpired;
  }, [onExpired]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sent = useCallback(() => {
    clearTimeout(timer.current);
    setExpired(false);
    timer.current = setTimeout(() => {
      setExpired(true);
      expiredListener.current?.();
    }, validMs);
  }, [validMs]);

  return { expired, sent };
}
