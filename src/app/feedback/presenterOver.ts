import type { ModalFuncProps } from 'antd';
import type { HttpPresenter, MessageKind } from '../../../providers/http/ports';

/** What the presenter needs of antd: App.useApp()'s instances and antd's static methods alike. */
export interface FeedbackApis {
  notification: { error(args: { message: string; description?: string }): unknown };
  message: {
    open(args: { type: MessageKind; content: string }): unknown;
    loading(content: string, duration: number): unknown;
  };
  modal: { error(props: ModalFuncProps): unknown };
}

/**
 * The HTTP layer's presenter (spec 8.1: notifications, messages, the 登录已过期 dialog) over antd's
 * feedback, whichever instance shows it.
 */
export function presenterOver({ notification, message, modal }: FeedbackApis): HttpPresenter {
  return {
    notifyError: (text, description) => {
      notification.error({ message: text, description });
    },
    message: (kind, text) => {
      void message.open({ type: kind, content: text });
    },
    showExpiredDialog: ({ title, content, okText }) =>
      new Promise<void>((resolve) => {
        modal.error({
          title,
          content,
          okText,
          keyboard: false,
          maskClosable: false,
          onOk: resolve,
        });
      }),
    showLoading: (text) => {
      void message.loading(text, 0);
    },
  };
}
