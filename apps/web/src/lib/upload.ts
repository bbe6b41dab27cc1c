/**
 * Multipart uploads that report their progress (the CV, pictures, logos, documents). A module of its own: only the
 * forms that upload load it, so the entry chunk every page needs stays lighter.
 */
import { REQUEST_TIMEOUT_MS } from '@portal/contract';
import { parseBody, withAuth, type RawResponse } from './api';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './errors';

function xhrRaw(
  method: string,
  path: string,
  formData: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `JWT ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, body: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')) });
    xhr.onerror = () => reject(new ApiError(0, { detail: NETWORK_ERROR }));
    xhr.ontimeout = () => reject(new ApiError(0, { detail: TIMEOUT_ERROR }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/**
 * Multipart upload reporting progress (0–100). Fetch cannot report upload progress, hence XHR.
 * Same auth, timeout and refresh-then-retry rules as `request`.
 */
export async function uploadWithProgress<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  formData: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const res = await withAuth((token) => {
    onProgress(0);
    return xhrRaw(method, path, formData, token, onProgress, signal);
  }, {});
  if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body);
  onProgress(100);
  return res.body as T;
}
