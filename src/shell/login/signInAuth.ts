import type { AuthProvider } from '@refinedev/core';
import { createContext, useContext } from 'react';

/**
 * What the sign-in pages need of the auth provider. The sign-in routes run without Refine (issue
 * 20: the login page loads only the form, the branding lookups, AES and the session store), so
 * the pages reach the provider through this context instead of Refine's hooks.
 */
export type SignInAuth = Pick<AuthProvider, 'login'> & {
  /** Whether a session is stored: the login routes then go to the home path (spec 2.2). */
  hasSession: () => boolean;
  /**
   * The session is ready (signed in, post-login choices made) and the page is about to move on:
   * the signed-in app may ask for what its first page needs before it renders.
   */
  sessionReady?: () => void;
};

export const SignInAuthContext = createContext<SignInAuth | null>(null);

export function useSignInAuth(): SignInAuth {
  const auth = useContext(SignInAuthContext);
  if (!auth) throw new Error('useSignInAuth needs a <SignInAuthContext.Provider>');
  return auth;
}
