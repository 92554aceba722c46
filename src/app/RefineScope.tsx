import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { useNotificationProvider } from '../../providers/notification-provider';
import { refineResourcesOf } from '../shell/menu/refineResources';
import { useMenuModel } from './menu/MenuProvider';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';
import { queryClient } from './queryClient';

/**
 * Refine around one page (architecture "Server menu → Refine resources"): the providers over the
 * app's HTTP instance, the menu's routes as resources, and the app's one query cache. Loaded with
 * the first page that needs it, so the shell and 首页 do not wait for Refine's code (issue 20).
 */
export function RefineScope({ children }: { children: ReactNode }) {
  const model = useMenuModel();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      resources={refineResourcesOf(model)}
      notificationProvider={useNotificationProvider}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: queryClient },
      }}
    >
      {children}
    </Refine>
  );
}
