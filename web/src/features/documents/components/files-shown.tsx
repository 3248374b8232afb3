import { LoadMore, type PagedQuery } from '../../../components/ui/load-more.tsx';

export interface FilesShownProps {
  query: PagedQuery;
  shown: number;
  /** The folder's file count, when known. */
  total?: number;
}

/**
 * 'Showing X of Y files' and Load more. The next page also comes by itself when this row scrolls into view,
 * so a folder of 10,000 files reads as one long list without loading it all at once.
 */
export function FilesShown({ query, shown, total }: FilesShownProps) {
  if (!query.hasNextPage && (total === undefined || total <= shown)) return null;
  return (
    <LoadMore query={query} auto>
      <span className="muted" data-testid="files-shown">
        Showing {shown}
        {total !== undefined ? ` of ${total}` : ''} files
      </span>
    </LoadMore>
  );
}
