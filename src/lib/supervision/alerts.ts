/** The acknowledge rule of 监管预警: an alert is acknowledged once, by anyone holding sup:ack. */
import { ALERT_STATUS } from './codes';

/** What SupAlertAck accepts as a remark (cap.yaml maxLength). */
export const ACK_REMARK_MAX = 200;

/** Only an alert still 00 未处理 offers 确认; the server refuses a second one (E4603). */
export const canAcknowledge = (alert: { alertStatus: string }): boolean =>
  alert.alertStatus === ALERT_STATUS.open;

/** The remark as sent: trimmed, left out when blank. */
export function ackRemark(text: string | null | undefined): string | undefined {
  const remark = text?.trim();
  return remark ? remark : undefined;
}
