/**
 * Comments on a pin (docs/data-model.md#pin-comments) live in the pin's partition. Access patterns:
 * - a pin's comments, oldest first, in pages: Query PK=PIN#<pinId>, SK begins_with COMMENT#
 * - all of them, when the pin is erased: the same Query, pages followed, then BatchWriteItem deletes
 * A comment is written with its activity entry in one transaction, on condition that the pin still
 * stands (not deleted, not in the recycle bin).
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { PinComment } from '#shared/models/pins.ts';
import { activityPut } from './activity-log.ts';
import { filledPage } from './pages.ts';
import { pinKey } from './pins.ts';
import { Refused } from './refusals.ts';
import { deleteSortKeyPrefix, type Item, table } from './table.ts';
import { transactOrRefuse } from './transactions.ts';

const COMMENT_PREFIX = 'COMMENT#';
const commentKey = (pinId: string, id: string) => ({ PK: pinKey(pinId).PK, SK: `${COMMENT_PREFIX}${id}` });

function fromItem(item: Item): PinComment {
  const { PK: _p, SK: _s, itemType: _t, ...comment } = item;
  return comment as PinComment;
}

/** Writes the comment with its activity entry; Refused (not-found pin) when the pin is gone or binned. */
export function insertPinComment(comment: PinComment, activity: ActivityEntry): Promise<void> {
  return transactOrRefuse(
    [
      [
        {
          label: 'pin',
          item: {
            ConditionCheck: {
              TableName: table(),
              Key: pinKey(comment.pinId),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(binned)',
            },
          },
        },
        {
          label: 'comment',
          item: {
            Put: {
              TableName: table(),
              Item: { ...commentKey(comment.pinId, comment._id), itemType: 'pin-comment', ...comment },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        },
        activityPut(activity),
      ],
    ],
    (labels) => (labels.includes('pin') ? new Refused('not-found', 'pin') : undefined),
  );
}

/** A page of a pin's comments, oldest first; Refused (invalid cursor) for a cursor of another pin. */
export async function listPinComments(
  pinId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ comments: PinComment[]; nextCursor: string | null }> {
  const pk = pinKey(pinId).PK;
  const page = await filledPage(
    {
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': COMMENT_PREFIX },
      ScanIndexForward: true,
    },
    { limit, cursor, partition: { PK: pk }, keyOf: (item) => ({ PK: item.PK, SK: item.SK }) },
  );
  return { comments: page.items.map(fromItem), nextCursor: page.nextCursor };
}

/** Deletes every comment of a pin (the erase of a binned pin, before its own item); safe to repeat. */
export function deletePinComments(pinId: string): Promise<void> {
  return deleteSortKeyPrefix(pinKey(pinId).PK, COMMENT_PREFIX);
}
