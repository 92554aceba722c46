/**
 * The authenticator's QR code as a PNG data URL (UserGoogleAuthInquiry.qrImage). The encoder is
 * Project Nayuki's qrcodegen as antd's QR code component ships it (@rc-component/qrcode, installed
 * with antd); the PNG is ours (./pngImage).
 */
import { Ecc, QrCode } from '@rc-component/qrcode/lib/libs/qrcodegen';
import { Bitmap, pngDataUrl } from './pngImage';

const MODULE_PIXELS = 6;
const QUIET_ZONE = 4;

export function qrCodeDataUrl(text: string): string {
  const code = QrCode.encodeText(text, Ecc.MEDIUM);
  const side = (code.size + 2 * QUIET_ZONE) * MODULE_PIXELS;
  const image = new Bitmap(side, side);
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (!code.getModule(x, y)) continue;
      const left = (x + QUIET_ZONE) * MODULE_PIXELS;
      const top = (y + QUIET_ZONE) * MODULE_PIXELS;
      image.fill(left, top, MODULE_PIXELS, MODULE_PIXELS, [0, 0, 0]);
    }
  }
  return pngDataUrl(image);
}
