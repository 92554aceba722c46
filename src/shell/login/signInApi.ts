/** The app-wide sign-in calls and post-login steps, over the app's HTTP layer and storage. */
import { accountApi } from '../../../providers/account-api';
import { createPostLoginSteps } from '../../../providers/auth-provider';
import { http } from '../../../providers/http/instance';
import { createSignInApi } from '../../../providers/sign-in-api';
import { getConfig } from '../../lib/config';
import { storage } from '../../lib/storage';

export const signInApi = createSignInApi({ http, loginAesKey: getConfig().loginAesKey });

export const postLoginSteps = createPostLoginSteps({
  selectDepart: (input) => accountApi.selectDepart(input),
  storage,
});
