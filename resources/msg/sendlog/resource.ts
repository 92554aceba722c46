import { defineResource } from '../../kit/resource';

/** 发送记录 (issue 19 D): read through MsgSendLogInquiry (providers/msg-api.ts), no kit endpoints. */
export const msgSendLogResource = defineResource({ name: 'msgSendLog', endpoints: {} });
