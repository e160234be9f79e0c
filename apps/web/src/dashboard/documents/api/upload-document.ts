import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType, PlayerDocument } from '@croupier/contract/documents';
import { clearToken, getToken } from '../../../auth/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { skinAuthorization } from '../../../lib/skin.ts';
import { documentsQueryOptions } from './get-documents.ts';

export interface DocumentUpload {
  type: DocumentType;
  front: File;
  back: File | null;
  idn: string;
  expiresAt: string;
}

/**
 * POST me/documents as multipart (front_file, back_file, type, idn, expires_at). Sent with
 * XMLHttpRequest rather than fetch so the page can show the upload's progress.
 */
export function uploadDocument(
  input: DocumentUpload,
  onProgress?: (fraction: number) => void,
): Promise<PlayerDocument> {
  const form = new FormData();
  form.append('type', input.type);
  if (input.idn) form.append('idn', input.idn);
  if (input.expiresAt) form.append('expires_at', input.expiresAt);
  form.append('front_file', input.front, input.front.name);
  if (input.back) form.append('back_file', input.back, input.back.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/me/documents');
    xhr.setRequestHeader('accept', 'application/json');
    const auth = skinAuthorization();
    if (auth) xhr.setRequestHeader('authorization', auth);
    const token = getToken();
    if (token) xhr.setRequestHeader('user-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error'));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Record<string, unknown>) : {};
      } catch {
        // not JSON (a proxy's error page): the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body.data as PlayerDocument);
        return;
      }
      const message = typeof body.message === 'string' ? body.message : xhr.statusText;
      if (xhr.status === 401 && token) clearToken('expired');
      reject(
        new ApiError(
          xhr.status,
          message,
          (body.errors as Record<string, string[]> | undefined) ?? {},
          body,
        ),
      );
    };
    xhr.send(form);
  });
}

/** The upload; afterwards (done or refused) the list is read again. */
export function useUploadDocument(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUpload) => uploadDocument(input, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryOptions().queryKey }),
  });
}
