import { definePages, lazyPage } from '../../kit/resource';

/**
 * 首页 (dashboard/Analysis): the greeting and the board of the signed-in group type. Each board is
 * a page of its own as well, so a menu may name one and the bench weighs each. The boards read
 * their figures through the dashboard API, not Refine: the first tab after sign-in does not wait
 * for Refine's code.
 */
export default definePages(
  'dashboard',
  {
    'dashboard/Analysis': lazyPage(
      () => import('./HomePage'),
      (m) => m.HomePage,
    ),
    'dashboard/PlatformBoard': lazyPage(
      () => import('./PlatformBoard'),
      (m) => m.PlatformBoard,
    ),
    'dashboard/StaffWorkbench': lazyPage(
      () => import('./StaffBoard'),
      (m) => m.StaffBoard,
    ),
    'dashboard/MerchantBoard': lazyPage(
      () => import('./MerchantBoard'),
      (m) => m.MerchantBoard,
    ),
    'dashboard/SupervisionBoard': lazyPage(
      () => import('./SupervisionBoard'),
      (m) => m.SupervisionBoard,
    ),
  },
  { withoutRefine: true },
);
