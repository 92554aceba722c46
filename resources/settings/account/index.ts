import { definePages, lazyPage } from '../../kit/resource';

// 个人中心 (issue 19 C): the hidden /account/settings entry of the demo menu, opened from the
// avatar dropdown; its calls are /cap services (providers/account-centre-api.ts).
export default definePages('accountSettings', {
  'settings/AccountSettings': lazyPage(
    () => import('./AccountSettingsPage'),
    (m) => m.AccountSettingsPage,
  ),
});
