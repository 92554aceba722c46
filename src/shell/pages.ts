/** The shell's own pages, loaded when first shown (not with the sign-in page). */
import { lazyWithRetry } from '../components/ErrorBoundary';

export const HomePage = lazyWithRetry(
  () => import('./home/HomePage'),
  'page',
  (module) => module.HomePage,
);

export const UserAnnouncementPage = lazyWithRetry(
  () => import('./notices/UserAnnouncementPage'),
  'page',
  (module) => module.UserAnnouncementPage,
);
