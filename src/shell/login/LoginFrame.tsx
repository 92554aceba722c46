import type { ReactNode } from 'react';
import { ICP_REGISTRY_URL, publicSecurityRecordUrl, type Branding } from '../../lib/branding';
import { DEFAULT_LOGO } from '../../lib/constants';
import { copyrightNotice } from '../branding/copyrightNotice';
import './LoginLayout.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A server logo that does not load gives way to the built-in one (spec 9 defaults). */
function showDefaultLogo(image: HTMLImageElement) {
  if (!image.src.endsWith(DEFAULT_LOGO)) image.src = DEFAULT_LOGO;
}

/**
 * The look of every sign-in family page (spec 2.4) for a given branding: logo and system name on
 * top, `children` in the centre, copyright, company and the two filing links below. The login
 * layout draws it with the live branding; the system form's preview draws it with the branding
 * being edited (`preview`: plain boxes instead of page landmarks, and no page heading, since it
 * sits inside another page).
 */
export function LoginFrame({
  branding,
  preview = false,
  children,
}: {
  branding: Branding;
  preview?: boolean;
  children: ReactNode;
}) {
  const Header = preview ? 'div' : 'header';
  const Main = preview ? 'div' : 'main';
  const Footer = preview ? 'div' : 'footer';
  const Title = preview ? 'div' : 'h1';
  return (
    <div
      className={preview ? 'login-layout login-layout-preview' : 'login-layout'}
      style={{ backgroundImage: `url(${JSON.stringify(branding.backgroundUrl)})` }}
    >
      <Header className="login-layout-bar login-layout-header">
        <img
          className="login-layout-logo"
          src={branding.logoUrl}
          alt="logo"
          onError={(event) => showDefaultLogo(event.currentTarget)}
        />
        <Title className="login-layout-title">{branding.sysName}</Title>
      </Header>
      <Main className="login-layout-main">{children}</Main>
      <Footer className="login-layout-bar login-layout-footer">
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
      </Footer>
    </div>
  );
}
