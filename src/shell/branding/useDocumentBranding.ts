import { useEffect } from 'react';

/** The browser tab's title and icon (spec 2.4: from the tenant or system info). */
export function useDocumentBranding(title: string, iconUrl: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    let icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = iconUrl;
  }, [iconUrl]);
}
