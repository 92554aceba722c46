/** Pure helpers of the markdown image dialog (spec 2.10 图片上传). */

/** An absolute http(s) address, the only kind the 网络图片地址 tab accepts. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a picked file is an image, by its MIME type or, when the browser gives none, its name. */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|bmp|webp|svg|ico)$/i.test(file.name);
}

/**
 * `![remark](url)`: the remark is the alt text. Brackets and backslashes in it are escaped and
 * spaces and parentheses in the address encoded, so neither can end the image early.
 */
export function markdownImage(url: string, remark = ''): string {
  const alt = remark.trim().replace(/[\\[\]]/g, (char) => `\\${char}`);
  const target = url
    .trim()
    .replace(/\s/g, (char) => encodeURIComponent(char))
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29');
  return `![${alt}](${target})`;
}
