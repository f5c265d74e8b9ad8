import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  catalogueAccounts,
  type SearchExportFile,
  type SearchExportProgress,
  type SearchSort,
} from '@shelfmark/api-client';
import { accountQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { saveFile } from './saveFile';

export type SearchExportStatus = 'idle' | 'exporting' | 'done' | 'failed';

export interface UseSearchExportOptions {
  q: string;
  sort?: SearchSort | undefined;
  /** Heading of the workbook. */
  heading?: string | undefined;
  /** File name; empty or undefined for search-results-{date}.xlsx. */
  fileName?: string | undefined;
  /** Where the finished file goes. @default the browser's download */
  onFile?: ((file: SearchExportFile) => void) | undefined;
}

export interface UseSearchExportResult {
  status: SearchExportStatus;
  progress: SearchExportProgress | null;
  file: SearchExportFile | null;
  /** Starts the export; ignored while one runs. */
  start: () => void;
}

/**
 * The search export (SRCH-02): the server streams the workbook of the whole result set and this hook
 * reads the answer chunk by chunk, so the page can show the bytes received; the rows never pass
 * through the page as data. It sends the signed-in user's accounts as the search does, so the workbook's prices are
 * the results'. A failure is logged to the console (spec 001 §8) and shown as `failed`.
 */
export function useSearchExport({
  q,
  sort,
  heading,
  fileName,
  onFile = (f) => saveFile(f.blob, f.fileName),
}: UseSearchExportOptions): UseSearchExportResult {
  const api = useApiClient();
  const { brand } = useSiteConfig();
  const session = useSession();
  const accounts = useQuery({
    ...accountQueries.forUser(api, session.user?.uid ?? ''),
    enabled: session.user !== null,
  });
  const [status, setStatus] = useState<SearchExportStatus>('idle');
  const [progress, setProgress] = useState<SearchExportProgress | null>(null);
  const [file, setFile] = useState<SearchExportFile | null>(null);
  const running = useRef(false);

  const start = () => {
    if (running.current) return;
    running.current = true;
    setStatus('exporting');
    setProgress(null);
    setFile(null);
    api.products
      .exportSearch(
        {
          q,
          brand,
          ...(sort ? { sort } : {}),
          ...catalogueAccounts(session.user, accounts.data),
          ...(heading ? { heading } : {}),
          ...(fileName ? { fileName } : {}),
        },
        { onProgress: setProgress },
      )
      .then(
        (result) => {
          setFile(result);
          setStatus('done');
          onFile(result);
        },
        (error: unknown) => {
          console.error('Search export failed', error);
          setStatus('failed');
        },
      )
      .finally(() => {
        running.current = false;
      });
  };

  return { status, progress, file, start };
}
