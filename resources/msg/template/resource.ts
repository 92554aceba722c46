import { defineResource } from '../../kit/resource';

/**
 * 消息模板 (issue 19 D): the list reads a /cap service (MsgTemplateInquiry, providers/msg-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const msgTemplateResource = defineResource({ name: 'msgTemplate', endpoints: {} });
