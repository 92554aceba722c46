import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { sharedLoad } from '../../lib/sharedLoad';

/** What antd's App.useApp() gives: messages, notifications and dialogs. */
export type Feedback = useAppProps;

type ModalRef = ReturnType<HookAPI['confirm']>;
type ModalConfig = Parameters<ModalRef['update']>[0];

const MESSAGE_KINDS = ['info', 'success', 'error', 'warning', 'loading'] as const;
const NOTIFICATION_KINDS = ['success', 'error', 'info', 'warning', 'open'] as const;
const MODAL_KINDS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/**
 * antd's feedback APIs whose code and holders arrive at the first call (issue 20: they were a
 * twentieth of the first signed-in page's code, which shows none of them). `load` fetches them
 * and resolves with the real APIs once their holders are mounted; until then every call waits for
 * it and is then made, in order, and its handle (a message's close, a dialog's destroy, update and
 * answer) works on what was shown. After that every call goes straight to antd. A failed `load`
 * (offline) drops the calls that waited and is tried again at the next call.
 */
export function deferredFeedback(load: () => Promise<Feedback>): Feedback {
  let real: Feedback | undefined;
  const arrival = sharedLoad(() => load().then((api) => (real = api)));

  const later = <T>(call: (api: Feedback) => T): Promise<T | undefined> =>
    arrival().then(call, () => undefined);

  const message = (call: (api: MessageInstance) => MessageType): MessageType => {
    if (real) return call(real.message);
    let closed = false;
    let shown: MessageType | undefined;
    // Boxed: a promise resolved with antd's handle, a thenable, would wait for it to close.
    const showing = later((api) => ({ handle: closed ? undefined : (shown = call(api.message)) }));
    const close = (() => {
      closed = true;
      shown?.();
    }) as MessageType;
    close.then = (onClosed, onFailed) =>
      showing
        .then((box): PromiseLike<boolean> | boolean => box?.handle ?? true)
        .then(onClosed, onFailed);
    return close;
  };

  const modal = (call: (api: HookAPI) => ModalRef): ModalRef => {
    if (real) return call(real.modal);
    let destroyed = false;
    const updates: ModalConfig[] = [];
    let shown: ModalRef | undefined;
    const showing = later((api) => {
      if (destroyed) return { ref: undefined };
      shown = call(api.modal);
      updates.forEach((update) => shown?.update(update));
      return { ref: shown };
    });
    return {
      destroy: () => {
        destroyed = true;
        shown?.destroy();
      },
      update: (update) => {
        if (shown) shown.update(update);
        else updates.push(update);
      },
      // antd's own handle resolves with the answer and never rejects: neither does this one.
      then: <T>(onAnswer: (confirmed: boolean) => T) =>
        showing
          .then((box) => {
            const ref = box?.ref;
            return ref ? new Promise<boolean>((answer) => void ref.then(answer, () => {})) : false;
          })
          .then(onAnswer),
    };
  };

  const now = (call: (api: Feedback) => void) => {
    if (real) call(real);
    else void later(call);
  };

  return {
    message: {
      ...Object.fromEntries(
        MESSAGE_KINDS.map((kind) => [
          kind,
          (...args: Parameters<MessageInstance[typeof kind]>) =>
            message((api) => api[kind](...args)),
        ]),
      ),
      open: (args) => message((api) => api.open(args)),
      destroy: (key) => now((api) => api.message.destroy(key)),
    } as MessageInstance,
    notification: {
      ...Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [
          kind,
          (...args: Parameters<NotificationInstance[typeof kind]>) =>
            now((api) => api.notification[kind](...args)),
        ]),
      ),
      destroy: (key) => now((api) => api.notification.destroy(key)),
    } as NotificationInstance,
    modal: Object.fromEntries(
      MODAL_KINDS.map((kind) => [
        kind,
        (...args: Parameters<HookAPI[typeof kind]>) => modal((api) => api[kind](...args)),
      ]),
    ) as HookAPI,
  };
}
