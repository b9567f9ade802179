import { useMutation } from '@tanstack/react-query';
import type { AccountExportFormat } from '@lifewheel/contracts';
import { downloadAccountData } from '../api/account.js';

/** Hands a fetched file to the browser's downloads, as a link to it would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the next task is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the person's data in one format and saves it as a file. */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: (format: AccountExportFormat) => downloadAccountData(format),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
