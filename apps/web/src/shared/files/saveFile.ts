// Hands a file made in the page to the browser's download (no server round
// trip): an object URL behind a temporary link.
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: Chromium starts the download from the click asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
