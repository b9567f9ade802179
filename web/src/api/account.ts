import type { AccountExportFormat } from '@lifewheel/contracts';
import { HttpError, apiRequest } from './http.js';

const ACCOUNT_TIMEOUT_MS = 30_000;

export interface AccountDownload {
  blob: Blob;
  fileName: string;
}

/** `GET /api/account/export`: the file as the server named it (Content-Disposition). */
export async function downloadAccountData(format: AccountExportFormat): Promise<AccountDownload> {
  const response = await fetch(`/api/account/export?format=${format}`, { credentials: 'include', signal: AbortSignal.timeout(ACCOUNT_TIMEOUT_MS) });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? `lifewheel-data.${format}` };
}

/** `POST /api/account/delete`, confirmed by the account's own address; the server clears the session cookie. */
export function deleteAccount(confirm: string): Promise<{ status: 'deleted' }> {
  return apiRequest('POST', '/api/account/delete', { confirm }, {}, AbortSignal.timeout(ACCOUNT_TIMEOUT_MS));
}
