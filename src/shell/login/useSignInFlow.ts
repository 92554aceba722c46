import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  choicesOf,
  type LoginParams,
  type PostLoginChoices,
} from '../../../providers/auth-provider';
import { HOME_PATH } from '../../lib/constants';
import { LOGIN_FAILED } from '../../lib/messages';
import { safeRedirectPath } from '../../lib/redirect';
import { useSignInAuth } from './signInAuth';

/**
 * Sign-in, then the post-login choices, then the page the user came for. The page owns where to
 * go afterwards: only the `redirect` query, checked as a same-origin path, never Refine's `to`.
 */
export function useSignInFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<PostLoginChoices>();
  const redirect = params.get('redirect');

  const auth = useSignInAuth();
  const finish = useCallback(() => {
    auth.sessionReady?.();
    navigate(safeRedirectPath(redirect, HOME_PATH), { replace: true });
  }, [auth, navigate, redirect]);

  const [isPending, setPending] = useState(false);
  // One sign-in at a time: a second Enter while the first request runs sends nothing.
  const inFlight = useRef(false);

  const signIn = useCallback(
    async (login: LoginParams) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(undefined);
      try {
        const reply = await auth.login(login);
        if (!reply.success) {
          setError(reply.error?.message || LOGIN_FAILED);
          return;
        }
        const pending = choicesOf(reply);
        if (pending) setChoices(pending);
        else finish();
      } catch (failure) {
        setError((failure instanceof Error && failure.message) || LOGIN_FAILED);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [auth, finish],
  );

  return { signIn, isPending, error, setError, choices, finish };
}
