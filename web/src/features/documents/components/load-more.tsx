import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import './load-more.css';

export interface LoadMoreProps {
  shown: number;
  /** The folder's file count, when known. */
  total?: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * 'Showing X of Y files' and Load more. The next page also comes by itself when this row scrolls into view,
 * so a folder of 10,000 files reads as one long list without loading it all at once.
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  useNearEnd(ref, hasMore && !loading, onLoadMore);

  if (!hasMore && (total === undefined || total <= shown)) return null;
  return (
    <div className="load-more" ref={ref}>
      <span className="muted" data-testid="files-shown">
        Showing {shown}
        {total !== undefined ? ` of ${total}` : ''} files
      </span>
      {hasMore ? (
        <Button variant="secondary" busy={loading} onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
