/**
 * Saves a downloaded file the way a link would: an object URL on a temporary `<a download>`.
 * The file was fetched through the HTTP layer with the bearer header, so no token is ever put in
 * a URL the browser could log or share.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL after the click's task; revoke it once that is done.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A PDF from the server, typed as one even when the response did not say so. */
export function asPdf(blob: Blob): Blob {
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
