import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The card every sign-in family page sits in, centred by the login layout. */
export function SignInCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} style={{ width: 'min(420px, 100%)' }} styles={{ body: { padding: 24 } }}>
      {children}
    </Card>
  );
}
