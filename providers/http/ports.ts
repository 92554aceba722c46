/** What the HTTP layer needs from the app, injected so the layer renders nothing itself. */

export interface ExpiredDialogText {
  title: string;
  content: string;
  okText: string;
}

export type MessageKind = 'error' | 'warning' | 'info' | 'success';

/** Bound by the app to antd App's notification / message / modal. */
export interface HttpPresenter {
  notifyError(message: string, description?: string): void;
  message(kind: MessageKind, text: string): void;
  /** Resolves when the single button (重新登录) is clicked. */
  showExpiredDialog(text: ExpiredDialogText): Promise<void>;
  /** A message that stays until the page goes away (enterprise-chat browsers, spec 8.1). */
  showLoading(text: string): void;
}

export interface SessionActions {
  /** Spec 4 logout; expected to finish even when the logout call fails. */
  logout(): Promise<void>;
  reload(): void;
}

export interface RouteInfo {
  name?: string;
  params: Record<string, string | undefined>;
}

export type RouteReader = () => RouteInfo;

export interface Clock {
  now(): number;
}
