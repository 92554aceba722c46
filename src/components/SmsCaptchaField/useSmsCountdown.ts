import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_COUNTDOWN_S } from '../../lib/constants';

export interface SmsCountdown {
  /** Seconds until the code may be sent again; 0 when it may be sent now. */
  secondsLeft: number;
  start(): void;
  reset(): void;
}

/** spec 4: after a send the button waits 60 s; a failed send frees it at once. */
export function useSmsCountdown(seconds: number = SMS_RESEND_COUNTDOWN_S): SmsCountdown {
  const [secondsLeft, setSecondsLeft] = useState(0);

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  const reset = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, reset };
}
