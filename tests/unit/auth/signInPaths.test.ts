// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSignInPath } from '../../../src/shell/login/signInPaths';

// spec 2.1 / 2.2: the sign-in family boots the light sign-in app; everything else, unknown paths
// under /user included (the 404 page), boots the signed-in app.
describe('isSignInPath', () => {
  it.each([
    '/user',
    '/user/',
    '/user/login-admin',
    '/user/login',
    '/user/register',
    '/user/register-result',
    '/user/alteration',
    '/user/verification',
    '/user/loginPwdReset',
    '/user/third-login/abc/github',
    '/user/cas-login',
    '/oauth2-app',
    '/oauth2-app/login',
    '/USER/LOGIN-ADMIN',
  ])('%s is a sign-in path', (path) => {
    expect(isSignInPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/Home',
    '/test',
    '/test/home',
    '/user/unknown',
    '/user/third-login/abc',
    '/users/login-admin',
    '/oauth2-app/other',
    '/isystem/user',
    '/403',
  ])('%s is not', (path) => {
    expect(isSignInPath(path)).toBe(false);
  });
});
