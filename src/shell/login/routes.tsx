import { type ComponentType } from 'react';
import { Navigate, Route } from 'react-router';
import { lazyWithRetry } from '../../components/ErrorBoundary';
import { LOGIN_PATH } from '../../lib/constants';
import { GuestOnly } from './GuestOnly';
import { LoginAdminPage } from './LoginAdminPage';
import { LoginLayout } from './LoginLayout';

const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazyWithRetry(load, 'page', (module) => module[name]);

// The administrators' login page (LOGIN_PATH, where every signed-out visit lands) comes with the
// sign-in app; a lazy chunk would be one more round trip before the form shows (issue 20).
const AccountLoginPage = page(() => import('./AccountLoginPage'), 'AccountLoginPage');
const RegisterPage = page(() => import('./RegisterPage'), 'RegisterPage');
const RegisterResultPage = page(() => import('./RegisterResultPage'), 'RegisterResultPage');
const AlterationPage = page(() => import('./AlterationPage'), 'AlterationPage');
const VerificationPage = page(() => import('./VerificationPage'), 'VerificationPage');
const LoginPwdResetPage = page(() => import('./LoginPwdResetPage'), 'LoginPwdResetPage');
const ThirdLoginPage = page(() => import('./ThirdLoginPage'), 'ThirdLoginPage');
const CasLoginPage = page(() => import('./CasLoginPage'), 'CasLoginPage');
const FeedbackScope = page(() => import('./FeedbackScope'), 'FeedbackScope');

export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';

/**
 * Sign-in family routes (spec 2.1 /user/*, /oauth2-app), the only public ones (spec 2.2). Called
 * inside <Routes>; `isSignInPath` (signInPaths.ts) reads the same table.
 */
export function signInRoutes() {
  return (
    <>
      <Route path="/user" element={<LoginLayout />}>
        {/*
          spec 2.4 "on creation it always navigates to /user/login-admin": read as entering the
          layout at /user itself; its other children stay reachable by their own paths.
        */}
        <Route index element={<Navigate to={LOGIN_PATH} replace />} />
        <Route element={<GuestOnly />}>
          <Route path="login-admin" element={<LoginAdminPage />} />
          <Route element={<FeedbackScope />}>
            <Route path="login" element={<AccountLoginPage />} />
          </Route>
        </Route>
        <Route element={<FeedbackScope />}>
          <Route path="register" element={<RegisterPage />} />
          <Route path="register-result" element={<RegisterResultPage />} />
          <Route path="alteration" element={<AlterationPage />} />
          <Route path="verification" element={<VerificationPage />} />
          <Route path="loginPwdReset" element={<LoginPwdResetPage />} />
          <Route path="third-login/:token/:thirdType" element={<ThirdLoginPage />} />
          <Route path="cas-login" element={<CasLoginPage />} />
        </Route>
      </Route>
      <Route path="/oauth2-app" element={<LoginLayout />}>
        <Route index element={<Navigate to={OAUTH2_LOGIN_PATH} replace />} />
        <Route element={<GuestOnly />}>
          <Route element={<FeedbackScope />}>
            <Route path="login" element={<AccountLoginPage />} />
          </Route>
        </Route>
      </Route>
    </>
  );
}
