/**
 * Comments on a pin (docs/requirements.md#pins-on-a-sheet): read by whoever can open the pin's sheet,
 * written by the pin writers (the contract's roles) who can open it, each with its activity entry.
 */
import type { PinComment, PinCommentsPage } from '#shared/models/pins.ts';
import type { ListPinCommentsQuery, PinCommentBody } from '#shared/schemas/pins.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { ulid } from '../commons/ids.ts';
import { insertPinComment, listPinComments } from '../data/pin-comments.ts';
import { loadPin, pinEntry } from './pin-access.ts';
import { orWorded } from './refusals.ts';

export const PIN_COMMENTS_PAGE = 50;
/** How much of a comment its activity entry repeats. */
const DETAIL_LENGTH = 120;

export async function pinCommentsFor(
  caller: Caller,
  id: string,
  query: ListPinCommentsQuery,
): Promise<PinCommentsPage> {
  const { pin } = await loadPin(caller, id);
  return orWorded(listPinComments(pin._id, query.limit ?? PIN_COMMENTS_PAGE, query.cursor));
}

export async function addPinComment(caller: Caller, id: string, body: PinCommentBody, now: Date): Promise<PinComment> {
  const { pin } = await loadPin(caller, id);
  const comment: PinComment = {
    _id: ulid(now.getTime()),
    pinId: pin._id,
    text: body.text,
    author: { id: caller.userId, name: caller.name },
    createdAt: now.toISOString(),
  };
  const detail = body.text.length > DETAIL_LENGTH ? `${body.text.slice(0, DETAIL_LENGTH - 1)}…` : body.text;
  await orWorded(insertPinComment(comment, pinEntry(caller, now, 'pin.commented', pin, detail)));
  return comment;
}
