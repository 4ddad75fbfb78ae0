/**
 * Hands a downloaded document to the browser as a file: an object URL clicked through a temporary
 * `<a download>`. Revoked on the next task, since revoking at once can cancel the download.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
