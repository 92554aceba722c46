/** The app's auth provider, on its own: the sign-in app needs it without the data provider. */
import { createAuthProvider } from '../../providers/auth-provider';
import { http } from '../../providers/http/instance';
import { getConfig } from '../lib/config';
import { storage } from '../lib/storage';

// Signing out clears the session, and with it the menu (src/app/menu/MenuProvider, spec 4).
export const authProvider = createAuthProvider({
  http,
  storage,
  loginAesKey: getConfig().loginAesKey,
});
