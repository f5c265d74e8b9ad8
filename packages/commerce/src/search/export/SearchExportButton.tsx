import type { SearchExportFile, SearchSort } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { searchExportLabels, type SearchExportLabels } from './searchExport.labels';
import { useSearchExport } from './useSearchExport';

export interface SearchExportButtonProps {
  /** The search as in the address bar (`q` with any filters). */
  q: string;
  /** The sort of the results on screen. */
  sort?: SearchSort;
  /** Texts, heading and file name; defaults from spec 001. */
  labels?: LabelOverrides<SearchExportLabels>;
  /** Where the finished file goes. @default the browser's download */
  onFile?: (file: SearchExportFile) => void;
}

/** "12 kB", "1.4 MB": the size received so far. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * "Download as Excel" (SRCH-02): the workbook of every result, streamed by the server; while it
 * downloads the button is busy and a status line counts the bytes received and the rows.
 */
export function SearchExportButton({ q, sort, labels, onFile }: SearchExportButtonProps) {
  const text = resolveLabels(searchExportLabels, labels);
  const { status, progress, file, start } = useSearchExport({
    q,
    sort,
    heading: text.heading,
    fileName: text.fileName,
    onFile,
  });
  const busy = status === 'exporting';
  let message = '';
  if (busy) {
    message =
      !progress || progress.receivedBytes === 0
        ? text.preparing
        : formatLabel(progress.rows === null ? text.progressBytes : text.progress, {
            size: formatBytes(progress.receivedBytes),
            rows: progress.rows?.toLocaleString('en-US') ?? '',
          });
  } else if (status === 'done' && file) {
    message = formatLabel(text.done, { fileName: file.fileName });
  }
  return (
    <div className="sm-export">
      <button
        type="button"
        className="sm-button sm-export__button"
        onClick={start}
        aria-disabled={busy || undefined}
        data-state={status}
      >
        {text.download}
      </button>
      {busy ? <progress className="sm-export__progress" aria-label={text.download} /> : null}
      <span className="sm-export__status" role="status">
        {message}
      </span>
      {status === 'failed' ? (
        <span className="sm-export__error" role="alert">
          {text.failed}
        </span>
      ) : null}
    </div>
  );
}
