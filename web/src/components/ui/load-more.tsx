import { type ReactNode, useRef } from 'react';
import { errorReason } from '../../lib/api-client.ts';
import { useNearEnd } from '../../lib/use-near-end.ts';
import { Button } from './button.tsx';
import './load-more.css';

/** What the row needs of a paged (TanStack infinite) query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last try to load the next page failed: the pages shown stay, the row says why. */
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** Said when a next page fails and the server gives no reason. */
export const NEXT_PAGE_FAILED = 'Could not load more. Try again.';

export interface LoadMoreProps {
  query: PagedQuery;
  /** Load the next page by itself when the row scrolls near the viewport (a long list read as one). */
  auto?: boolean;
  /** What is shown so far ("Showing 50 of 120 files"). */
  children?: ReactNode;
}

/** The row under a paged list: Load more while there is more, busy while it loads, and why it failed. */
export function LoadMore({ query, auto = false, children }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const loadMore = () => void query.fetchNextPage();
  useNearEnd(ref, auto && hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);

  if (!hasNextPage && !children) return null;
  return (
    <div className="load-more spread" ref={ref}>
      {children}
      {isFetchNextPageError && !isFetchingNextPage ? (
        <span className="load-more__error" role="alert">
          {errorReason(query.error) ?? NEXT_PAGE_FAILED}
        </span>
      ) : null}
      {hasNextPage ? (
        <Button variant="secondary" busy={isFetchingNextPage} onClick={loadMore}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
