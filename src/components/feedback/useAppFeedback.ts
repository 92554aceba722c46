import { App } from 'antd';

/** The page's messages, notifications and dialogs: antd's App.useApp(), under the app's <App>. */
export const useAppFeedback = App.useApp;

/** What App.useApp() gives: `message`, `notification` and `modal`. */
export type AppFeedback = ReturnType<typeof App.useApp>;
export type MessageApi = AppFeedback['message'];
