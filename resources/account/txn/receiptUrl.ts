/**
 * Where the 电子回单 is shown (spec 7.1): the backend's PDF preview page
 * (GET /sys/common/pdf/pdfPreviewIframe) in an iframe, given the file URL, which is the static
 * domain plus the receipt's filePath unless that is absolute (cap.yaml TxnReceipt).
 */
import { staticUrl } from '../../../providers/http';

export const PDF_PREVIEW_PATH = '/sys/common/pdf/pdfPreviewIframe';

export function receiptFileUrl(staticDomain: string, filePath: string): string {
  return staticUrl(staticDomain, filePath);
}

/** The preview page below the API base, with the file URL as its `file` parameter. */
export function pdfPreviewUrl(apiBase: string, fileUrl: string): string {
  const query = new URLSearchParams({ file: fileUrl });
  return `${apiBase.replace(/\/+$/, '')}${PDF_PREVIEW_PATH}?${query.toString()}`;
}

/**
 * Only a page of the console's own origin is embedded: 打印 reaches into the frame, which the
 * browser allows for the same origin only.
 */
export function isSameOrigin(url: string, pageUrl: string): boolean {
  return new URL(url, pageUrl).origin === new URL(pageUrl).origin;
}
