import { formatSize } from '../utils/format.ts';
import type { UploadItem } from './use-upload-queue.ts';
import './upload-list.css';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** One progress bar per file. */
export function UploadList({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="stack-list upload-list" aria-label="Uploads">
      {items.map((item) => (
        <li
          key={item.key}
          className={`upload-list__item card is-${item.status}${item.status === 'failed' ? ' card--failed' : ''}`}
          data-status={item.status}
        >
          <div className="upload-list__row">
            <span className="upload-list__name">{item.file.name}</span>
            <span className="upload-list__meta">
              {formatSize(item.file.size)} · {STATUS_TEXT[item.status]}
              {item.status === 'uploading' ? ` ${item.percent}%` : ''}
            </span>
          </div>
          <div
            className="upload-progress"
            role="progressbar"
            aria-label={`Upload of ${item.file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
          >
            <div className="upload-progress__bar" style={{ width: `${item.percent}%` }} />
          </div>
          {item.error ? <div className="upload-list__error">{item.error}</div> : null}
        </li>
      ))}
    </ul>
  );
}
