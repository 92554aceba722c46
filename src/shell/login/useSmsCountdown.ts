import { useEffect, useState } from 'react';
import { SMS_RESEND_COUNTDOWN_S } from '../../lib/constants';

/** Seconds until the send button comes back (spec 4, 9: 60 s after sending). */
export function useSmsCountdown(seconds: number = SMS_RESEND_COUNTDOWN_S) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const tick = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  return { left, start: () => setLeft(seconds), stop: () => setLeft(0) };
}
