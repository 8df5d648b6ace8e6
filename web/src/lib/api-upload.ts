import { ApiError, errorOf, idToken, refusal } from './api-client';
import { apiAddress } from '@/config/api-paths';
import { translate } from './i18n/translator';

/*
 * Uploads, apart from api-client.ts: only the screens that send files load this (the first
 * page's budget, docs/architecture.md "Keeping the first page light").
 */

export interface UploadRequest {
  /** The multipart/form-data body (docs/api.md, "Photos"). */
  form: FormData;
  /** Called as the body goes out: the share sent, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a form with a file, with the signed-in person's token, reporting how much of it has gone
 * (XMLHttpRequest: fetch cannot tell upload progress in every browser). Throws ApiError as
 * apiRequest does; an AbortError when `signal` aborts.
 */
export async function apiUpload<T>(path: string, { form, onProgress, signal }: UploadRequest): Promise<T> {
  const token = await idToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiAddress(path));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(errorOf(request.status, request.responseText));
        }
      } else reject(refusal(errorOf(request.status, request.responseText), token));
    };
    request.onerror = () => reject(new ApiError(0, translate('error.unreachable'), 'network/unreachable'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
