import { theme } from 'antd';
import { useId, type ReactNode } from 'react';

/**
 * The card every sign-in family page sits in, centred by the login layout. Drawn here with the
 * theme's tokens rather than antd's Card, which brings Tabs, Skeleton and rc-menu with it: on the
 * login page that was the largest code nobody used (issue 20).
 */
export function SignInCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <section
      className="sign-in-card"
      aria-labelledby={title ? titleId : undefined}
      style={{
        width: 'min(420px, 100%)',
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
      }}
    >
      {title && (
        <h2
          id={titleId}
          className="sign-in-card-title"
          style={{
            margin: 0,
            padding: `0 ${token.paddingLG}px`,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
