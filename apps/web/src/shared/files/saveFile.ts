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
  // Revoked later, not at once: browsers start the download from the click
  // asynchronously, and some read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file the server sent as base64 (a PDF, an Excel sheet) saved by the browser. */
export function saveBase64File(fileName: string, contentBase64: string, type: string): void {
  const bytes = Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0));
  saveFile(new Blob([bytes], { type }), fileName);
}
