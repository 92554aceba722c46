import type { ThemeConfig } from 'antd';

/** Theme default primaryColor #0267B5 (spec 3, 2.9). */
export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: '#0267B5', colorLink: '#0267B5', borderRadius: 4 },
};
