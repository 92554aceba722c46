import { Suspense, type ComponentProps } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import { PageLoading } from '../PageLoading';

// The choices after 登录 (Select, Steps) are needed only by users with several tenants,
// departments or groups, and only after the password was accepted: not part of the login page.
const PostLoginStepsView = lazyWithRetry(
  () => import('./PostLoginStepsView'),
  'page',
  (module) => module.PostLoginStepsView,
);

type Props = ComponentProps<typeof PostLoginStepsView>;

export function LazyPostLoginSteps(props: Props) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PostLoginStepsView {...props} />
    </Suspense>
  );
}
