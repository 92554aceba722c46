/**
 * The bytes of seeded files (avatars, attachments, the 文件存储 examples): small but real files of
 * their type, so a preview shows an image or a PDF and a download opens. Deterministic.
 */
import { Bitmap, encodePng, type Rgb } from '../auth/pngImage';

/** A `size`×`size` PNG: a tile of `rgb` with a lighter disc, like an avatar placeholder. */
export function placeholderPng(rgb: Rgb, size = 64): Buffer {
  const image = new Bitmap(size, size, rgb);
  const lift = (c: number) => Math.min(255, c + 90);
  const lifted: Rgb = [lift(rgb[0]), lift(rgb[1]), lift(rgb[2])];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if ((x - centre) ** 2 + (y - centre) ** 2 < (size * 0.3) ** 2) image.set(x, y, lifted);
    }
  }
  return encodePng(image);
}

/** A one-page PDF saying which demo file it stands for (ASCII: the base fonts have no CJK). */
export function placeholderPdf(label: string): Buffer {
  const text = label.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '') || 'document';
  const content = `BT /F1 18 Tf 72 760 Td (HuiLian demo file) Tj 0 -28 Td /F1 12 Tf (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const BRAND_BLUE = [2, 103, 181] as const;

/** Bytes for a seeded file of this extension. */
export function placeholderFor(fileName: string, extension: string): Buffer {
  if (['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'].includes(extension)) {
    return placeholderPng(BRAND_BLUE);
  }
  if (extension === 'pdf') return placeholderPdf(fileName);
  return Buffer.from(`演示文件：${fileName}\n`, 'utf8');
}
