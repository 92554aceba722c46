/** The code sets of 消息与文件 (issue 19 D; sys.yaml msg_* dictionaries, cap.yaml Cap*Code). */

export const MSG_DICT = {
  channel: 'msg_channel',
  templateStatus: 'msg_template_status',
  sendStatus: 'msg_send_status',
} as const;

export const MSG_CHANNEL = { sms: '01', inbox: '02', email: '03' } as const;
export type MsgChannel = (typeof MSG_CHANNEL)[keyof typeof MSG_CHANNEL];

export const MSG_TEMPLATE_STATUS = { disabled: '0', enabled: '1' } as const;
export const MSG_SEND_STATUS = { sending: '00', sent: '01', failed: '02' } as const;

/** The spec 6 button codes of the three pages (cap.yaml, both auth lists). */
export const MSG_BUTTON = {
  templateAdd: 'msgtpl:add',
  templateEdit: 'msgtpl:edit',
  templateTest: 'msgtpl:test',
  fileDelete: 'file:delete',
} as const;

/** An in-app message and an email have a subject; an SMS has none. */
export const hasSubject = (channel: string | undefined): boolean =>
  channel === MSG_CHANNEL.inbox || channel === MSG_CHANNEL.email;

/** An email's content is HTML (shown sanitized); the others are plain text. */
export const isHtmlChannel = (channel: string | undefined): boolean =>
  channel === MSG_CHANNEL.email;

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{2,32}$/;

/** Whether `receiver` has the form its channel sends to (a mobile, a user name, an address). */
export function isReceiverOf(channel: string | undefined, receiver: string): boolean {
  if (channel === MSG_CHANNEL.sms) return MOBILE.test(receiver);
  if (channel === MSG_CHANNEL.email) return EMAIL.test(receiver);
  return USERNAME.test(receiver);
}
