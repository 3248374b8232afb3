/**
 * Photos of a pin (docs/data-model.md#pin-photos) live in the pin's partition, PK=PIN#<pinId>,
 * SK=PHOTO#<id> (the id is the upload's, which makes confirming twice add nothing); the pin's own `photos`
 * list holds their object keys, so the count is checked in the same transaction as the add and the erase
 * of a binned pin knows its objects. Access patterns:
 * - a pin's photos, oldest first: Query PK=PIN#<pinId>, SK begins_with PHOTO#
 * - one photo: GetItem PK=PIN#<pinId>, SK=PHOTO#<id>; several by id (a confirmation sent again): one BatchGetItem
 * - all of them, when the pin is erased: the same Query, then BatchWriteItem deletes
 * Every add and removal changes the pin's `updatedAt` and carries its activity entry in one transaction,
 * on condition that the pin stands (not deleted, not in the recycle bin).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import { MAX_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { pinKey } from './pins.ts';
import { Refused } from './refusals.ts';
import { batchGet, deleteSortKeyPrefix, type Item, queryAll, table } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';

/** A photo as stored. */
export interface PinPhotoRecord {
  _id: string;
  pinId: string;
  key: string;
  /** The browser's JPEG thumbnail, when it made one. */
  thumbnailKey?: string;
  filename: string;
  contentType: string;
  size: number;
  addedBy: { id: string; name: string };
  addedAt: string;
}

const PHOTO_PREFIX = 'PHOTO#';
const photoKey = (pinId: string, id: string) => ({ PK: pinKey(pinId).PK, SK: `${PHOTO_PREFIX}${id}` });
const PIN_LABEL = 'pin';
const PHOTO_LABEL = 'photo';

function fromItem(item: Item): PinPhotoRecord {
  const { PK: _p, SK: _s, itemType: _t, ...photo } = item;
  return photo as PinPhotoRecord;
}

/**
 * Adds photos to a standing pin, with the activity entry, at `now` (the pin's new `updatedAt`). Refused:
 * invalid pin-photo when the pin is gone, binned or would pass its photo limit (the domain tells which);
 * conflict upload when one of the photos was added already.
 */
export function insertPinPhotos(
  pinId: string,
  photos: PinPhotoRecord[],
  activity: ActivityEntry,
  now: string,
): Promise<void> {
  const puts: Labeled[] = photos.map((photo) => ({
    label: PHOTO_LABEL,
    item: {
      Put: {
        TableName: table(),
        Item: { ...photoKey(pinId, photo._id), itemType: 'pin-photo', ...photo },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  }));
  const pin: Labeled = {
    label: PIN_LABEL,
    item: {
      Update: {
        TableName: table(),
        Key: pinKey(pinId),
        UpdateExpression: 'SET photos = list_append(photos, :keys), updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(binned) AND size(photos) <= :room',
        ExpressionAttributeValues: {
          ':keys': photos.map((p) => p.key),
          ':now': now,
          ':room': MAX_PIN_PHOTOS - photos.length,
        },
      },
    },
  };
  return transactOrRefuse([[pin, ...puts, activityPut(activity)]], (labels) =>
    labels.includes(PHOTO_LABEL)
      ? new Refused('conflict', 'upload')
      : labels.includes(PIN_LABEL)
        ? new Refused('invalid', 'pin-photo')
        : undefined,
  );
}

/**
 * Removes a photo: its item, its key at `index` of the pin's list (checked to be there), the pin's new
 * `updatedAt`, and the activity entry. Refused (not-found pin-photo) when the photo or the pin changed.
 */
export function removePinPhoto(
  photo: PinPhotoRecord,
  index: number,
  activity: ActivityEntry,
  now: string,
): Promise<void> {
  return transactOrRefuse(
    [
      [
        {
          label: PIN_LABEL,
          item: {
            Update: {
              TableName: table(),
              Key: pinKey(photo.pinId),
              UpdateExpression: `REMOVE photos[${index}] SET updatedAt = :now`,
              ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(binned) AND photos[${index}] = :key`,
              ExpressionAttributeValues: { ':key': photo.key, ':now': now },
            },
          },
        },
        {
          label: PHOTO_LABEL,
          item: {
            Delete: {
              TableName: table(),
              Key: photoKey(photo.pinId, photo._id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        },
        activityPut(activity),
      ],
    ],
    (labels) => (labels.length > 0 ? new Refused('not-found', 'pin-photo') : undefined),
  );
}

export async function getPinPhoto(pinId: string, id: string): Promise<PinPhotoRecord | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: photoKey(pinId, id), ConsistentRead: true }),
  );
  return res.Item ? fromItem(res.Item) : undefined;
}

/**
 * The photos of the pin with these ids (distinct, at most MAX_PIN_PHOTOS: one BatchGetItem), strongly
 * consistent; those the pin does not have are left out, and the order is not kept.
 */
export async function getPinPhotos(pinId: string, ids: readonly string[]): Promise<PinPhotoRecord[]> {
  if (ids.length === 0) return [];
  const items = await batchGet(
    ids.map((id) => photoKey(pinId, id)),
    true,
  );
  return items.map(fromItem);
}

/** Every photo of a pin, oldest first (at most MAX_PIN_PHOTOS). */
export async function listPinPhotos(pinId: string): Promise<PinPhotoRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pinKey(pinId).PK, ':prefix': PHOTO_PREFIX },
    ConsistentRead: true,
  });
  return items.map(fromItem);
}

/** Deletes every photo item of a pin (the erase of a binned pin, after its objects); safe to repeat. */
export function deletePinPhotoItems(pinId: string): Promise<void> {
  return deleteSortKeyPrefix(pinKey(pinId).PK, PHOTO_PREFIX);
}
