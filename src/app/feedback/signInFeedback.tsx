import { ConfigProvider, message, Modal, notification, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { HttpPresenter } from '../../../providers/http/ports';
import { presenterOver } from './presenterOver';

/**
 * The sign-in pages' feedback (errors, messages, the expired dialog) through antd's static
 * methods, loaded on the first call: antd's App, with the modal, notification and message it
 * carries, was an eighth of the login page's code (issue 20). `theme` is read at each call, so a
 * notice shows the colours the page has then.
 */
export function createSignInPresenter(theme: () => ThemeConfig): HttpPresenter {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={zhCN} theme={theme()}>
        {children}
      </ConfigProvider>
    ),
  });
  return presenterOver({ notification, message, modal: Modal });
}
