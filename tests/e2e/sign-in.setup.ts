import { test } from './support/test';
import { ADMIN_STATE, expectShell, signInAsAdmin } from './support/session';

// The `sign-in` setup project: signs in through the UI once per run and stores the session for
// the specs that start signed in (support/session.ts startSignedIn).

test('admin signs in through the login page and the session is stored', async ({ page }) => {
  await signInAsAdmin(page);
  await expectShell(page);
  await page.context().storageState({ path: ADMIN_STATE });
});
