import { useLogin } from '@refinedev/core';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  choicesOf,
  type LoginParams,
  type PostLoginChoices,
} from '../../../providers/auth-provider';
import { HOME_PATH } from '../../lib/constants';
import { LOGIN_FAILED } from '../../lib/messages';
import { safeRedirectPath } from '../../lib/redirect';

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

  const finish = useCallback(() => {
    navigate(safeRedirectPath(redirect, HOME_PATH), { replace: true });
  }, [navigate, redirect]);

  // These options replace Refine's own: no `to` redirect, no auth re-check while choices are open.
  const { mutate, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      onSuccess: (reply) => {
        if (!reply.success) {
          setError(reply.error?.message || LOGIN_FAILED);
          return;
        }
        const pending = choicesOf(reply);
        if (pending) setChoices(pending);
        else finish();
      },
      onError: (failure) => setError(failure.message || LOGIN_FAILED),
    },
  });

  const signIn = useCallback(
    (login: LoginParams) => {
      setError(undefined);
      mutate(login);
    },
    [mutate],
  );

  return { signIn, isPending, error, setError, choices, finish };
}
