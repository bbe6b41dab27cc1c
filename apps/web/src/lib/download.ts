/**
 * A protected file saved to the device (the data export): fetched with the session's token (refreshed once if it has
 * run out, as every call is), then handed to the browser under the name the server gives it.
 */
import { ApiError, withAuth } from './api';

const nameIn = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function downloadWithAuth(path: string, fallbackName: string): Promise<void> {
  // Filled by the try that succeeds (withAuth may send twice).
  const got: { file?: { blob: Blob; name: string } } = {};
  const res = await withAuth(async (token) => {
    const answer = await fetch(path, { headers: token ? { authorization: `JWT ${token}` } : {} });
    if (!answer.ok) return { status: answer.status, body: jsonOrText(await answer.text()) };
    got.file = { blob: await answer.blob(), name: nameIn(answer.headers.get('content-disposition')) ?? fallbackName };
    return { status: answer.status, body: null };
  }, {});
  const saved = got.file;
  if (!saved) throw new ApiError(res.status, res.body);
  const url = URL.createObjectURL(saved.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = saved.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start saving it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
