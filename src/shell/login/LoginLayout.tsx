import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ICP_REGISTRY_URL, publicSecurityRecordUrl } from '../../lib/branding';
import { DEFAULT_LOGO } from '../../lib/constants';
import { copyrightNotice } from '../branding/copyrightNotice';
import { useBranding } from '../branding/useBranding';
import { useDocumentBranding } from '../branding/useDocumentBranding';
import { PageLoading } from '../PageLoading';
import './LoginLayout.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A server logo that does not load gives way to the built-in one (spec 9 defaults). */
function showDefaultLogo(image: HTMLImageElement) {
  if (!image.src.endsWith(DEFAULT_LOGO)) image.src = DEFAULT_LOGO;
}

/**
 * The frame of every sign-in family page (spec 2.4): logo and system name on top, the routed page
 * in the centre, copyright, company and the two filing links below; tab title and icon too.
 * The background is whatever image the operator configured, so the header and footer sit on
 * their own near-opaque bars (LoginLayout.css) and stay legible over any picture.
 */
export function LoginLayout() {
  const branding = useBranding();
  useDocumentBranding(branding.tabTitle, branding.tabIconUrl);
  return (
    <div
      className="login-layout"
      style={{ backgroundImage: `url(${JSON.stringify(branding.backgroundUrl)})` }}
    >
      <header className="login-layout-bar login-layout-header">
        <img
          className="login-layout-logo"
          src={branding.logoUrl}
          alt="logo"
          onError={(event) => showDefaultLogo(event.currentTarget)}
        />
        <h1 className="login-layout-title">{branding.sysName}</h1>
      </header>
      <main className="login-layout-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="login-layout-bar login-layout-footer">
        <span>{copyrightNotice(branding)}</span>
        {branding.registerEnt && (
          <a href={ICP_REGISTRY_URL} {...external}>
            {branding.registerEnt}
          </a>
        )}
        {branding.registerSecurity && (
          <a href={publicSecurityRecordUrl(branding.registerSecurity)} {...external}>
            {branding.registerSecurity}
          </a>
        )}
      </footer>
    </div>
  );
}
