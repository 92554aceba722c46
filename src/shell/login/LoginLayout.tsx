import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useBranding } from '../branding/useBranding';
import { useDocumentBranding } from '../branding/useDocumentBranding';
import { PageLoading } from '../PageLoading';
import { LoginFrame } from './LoginFrame';

/**
 * The frame of every sign-in family page (spec 2.4): the routed page inside the login look
 * (LoginFrame) with the live branding; tab title and icon too.
 * The background is whatever image the operator configured, so the header and footer sit on
 * their own near-opaque bars (LoginLayout.css) and stay legible over any picture.
 */
export function LoginLayout() {
  const branding = useBranding();
  useDocumentBranding(branding.tabTitle, branding.tabIconUrl);
  return (
    <LoginFrame branding={branding}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </LoginFrame>
  );
}
