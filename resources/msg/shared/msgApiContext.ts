import { createContext, useContext } from 'react';
import { msgApi, type MsgApi } from '../../../providers/msg-api';

/** The calls of 消息与文件: the app's, unless a test provides recording ones. */
export const MsgApiContext = createContext<MsgApi>(msgApi);

export const useMsgApi = (): MsgApi => useContext(MsgApiContext);
