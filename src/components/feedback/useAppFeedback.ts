import { App } from 'antd';

/** The page's messages, notifications and dialogs: antd's App.useApp(), under the app's <App>. */
export const useAppFeedback = App.useApp;
