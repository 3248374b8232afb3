/** A list of activity entries: when, who did what to which object, where, and what changed. */
import './activity.css';
import { ACTIVITY_VERBS, type ActivityEntry, AREA_LABELS } from '#shared/models/activity.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { actorName, changeText } from '../utils/format.ts';

export interface ActivityListProps {
  entries: ActivityEntry[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shows the object's name and place (off in one object's own history). */
  showObject?: boolean;
  /** Where an entry's object opens, when it can. */
  linkOf?: (entry: ActivityEntry) => string | null;
}

export function ActivityList({
  entries,
  loading,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
  showObject = true,
  linkOf,
}: ActivityListProps) {
  if (loading)
    return (
      <p className="muted" role="status">
        Loading activity...
      </p>
    );
  if (error)
    return (
      <p className="activity__error" role="alert">
        {error}
      </p>
    );
  if (entries.length === 0) return <p className="muted">No activity yet.</p>;
  return (
    <div className="activity">
      <ol className="activity__list" data-testid="activity-list">
        {entries.map((entry) => {
          const link = showObject ? linkOf?.(entry) : null;
          return (
            <li key={entry._id} className="activity__entry" data-kind={entry.kind}>
              <div className="activity__head">
                <time className="activity__time" dateTime={entry.at}>
                  {formatTorontoDateTime(entry.at)}
                </time>
                {showObject ? <span className="activity__area">{AREA_LABELS[entry.area]}</span> : null}
              </div>
              <p className="activity__summary">
                <strong>{actorName(entry)}</strong> {ACTIVITY_VERBS[entry.kind]}{' '}
                {showObject ? link ? <a href={link}>{entry.object.name}</a> : <span>{entry.object.name}</span> : null}
              </p>
              {showObject && entry.place ? <p className="activity__place muted">{entry.place}</p> : null}
              {entry.detail ? <p className="activity__detail">{entry.detail}</p> : null}
              {entry.changes?.length ? (
                <ul className="activity__changes">
                  {entry.changes.map((c) => (
                    <li key={c.field}>{changeText(c)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      {hasMore ? (
        <div className="load-more">
          <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
