/** A list of activity entries: when, who did what to which object, where, and what changed. */
import './activity.css';
import { ACTIVITY_VERBS, type ActivityEntry, AREA_LABELS } from '#shared/models/activity.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { LoadMore, type PagedQuery } from '../../../components/ui/load-more.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { actorName, changeText } from '../utils/format.ts';

/** What the list draws of an activity query (`useActivity`). */
export interface ActivityLog extends PagedQuery {
  entries: ActivityEntry[];
  isPending: boolean;
  isError: boolean;
}

export interface ActivityListProps {
  log: ActivityLog;
  /** Said when loading fails and the server gives no reason. */
  failed: string;
  /** Shows the object's name and place (off in one object's own history). */
  showObject?: boolean;
  /** Where an entry's object opens, when it can. */
  linkOf?: (entry: ActivityEntry) => string | null;
}

export function ActivityList({ log, failed, showObject = true, linkOf }: ActivityListProps) {
  const { entries } = log;
  if (log.isPending) return <StatusText>Loading activity...</StatusText>;
  if (log.isError && !log.isFetchNextPageError)
    return (
      <p className="activity__error" role="alert">
        {errorReason(log.error) ?? failed}
      </p>
    );
  if (entries.length === 0) return <p className="muted">No activity yet.</p>;
  return (
    <div className="activity">
      <ol className="stack-list" data-testid="activity-list">
        {entries.map((entry) => {
          // An object in the recycle bin or erased answers 404: its name stays, without a link.
          const link = showObject && !entry.object.gone ? linkOf?.(entry) : null;
          return (
            <li key={entry._id} className="activity__entry card" data-kind={entry.kind}>
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
      <LoadMore query={log} />
    </div>
  );
}
