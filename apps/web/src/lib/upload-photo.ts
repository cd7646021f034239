import type { PhotoUploadResponse } from '@bondhon/shared/schemas/photos';
import i18n from './i18n';
import { ApiError, apiUrl, toApiError } from './api-client';

/**
 * POST /api/photos: sends a photo file (issue 22), telling `onProgress` the share sent so far
 * (0 to 1) as it goes; resolves with the photo's address, or rejects with the ApiError of a
 * refusal or a lost connection, as apiRequest does. XMLHttpRequest, because fetch cannot tell
 * how much of a body has been sent.
 */
export function uploadPhoto(
  photo: Blob,
  {
    use,
    onProgress,
    signal,
  }: { use: 'biodata' | 'account'; onProgress: (share: number) => void; signal?: AbortSignal },
): Promise<PhotoUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/photos', { use }));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', photo.type || 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = new Response(request.responseText || null, { status: request.status });
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as PhotoUploadResponse);
      } else {
        void toApiError(response).then(reject, reject);
      }
    };
    const failed = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK', message: i18n.t('errors.network') }));
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(photo);
  });
}
