import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './deferredFeedback';

/**
 * antd's message, notification and dialog holders, mounted by FeedbackApp at the first call. The
 * APIs are handed over once the holders are in the page: a dialog opened before would not show.
 */
export function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
