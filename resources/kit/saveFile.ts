/** Hands a downloaded blob to the browser as a file (the Vue2 export's hidden link click). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The name of an exported file: the server's, else the page's `<name>.xls`; '' when neither. */
export function exportFileName(serverName: string, pageName: string | undefined): string {
  if (serverName.trim() !== '') return serverName.trim();
  const name = pageName?.trim() ?? '';
  return name === '' ? '' : `${name}.xls`;
}
