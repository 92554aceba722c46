/**
 * The backend's PDF preview page (spec 7.1, GET /sys/common/pdf/pdfPreviewIframe), shown in an
 * iframe and given the file URL (for a receipt: http.staticUrl of its filePath, cap.yaml TxnReceipt).
 */
export const PDF_PREVIEW_PATH = '/sys/common/pdf/pdfPreviewIframe';

/** The preview page below the API base, with the file URL as its `file` parameter. */
export function pdfPreviewUrl(apiBase: string, fileUrl: string): string {
  const query = new URLSearchParams({ file: fileUrl });
  return `${apiBase.replace(/\/+$/, '')}${PDF_PREVIEW_PATH}?${query.toString()}`;
}
