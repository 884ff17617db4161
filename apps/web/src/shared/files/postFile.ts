// Files go to the server as the body of a REST upload route (a streamed
// upload, no base64): price lists, a buyer's list, photos. The server's
// refusal is Russian and names its limit; it is what the screen shows.
/** The answer's JSON, or an Error whose message is the server's Russian refusal. */
export async function postFile<T>(url: string, file: Blob, sendFailed: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new Error(sendFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? sendFailed);
  return body as T;
}

/** The file's limit checked before sending (the server checks again): the refusal, or null. */
export function sizeRefusal(file: Blob, maxBytes: number, message: string): string | null {
  return file.size > maxBytes ? message : null;
}
