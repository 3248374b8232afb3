/**
 * A pin's id made on the phone (docs/requirements.md#pins-placed-without-a-connection) is bound to the person
 * placing it: a ULID whose last 10 characters (50 bits) are a hash of the person's id and its first 16
 * characters (the time and 30 random bits). The recycle bin and the history key their items by an object's
 * bare id, so a pin must never take the id of another object; ids the server makes for sheets, tasks or
 * another person's pins match this hash only by a 1 in 2^50 chance, and the server refuses any other id.
 * The hash is not a secret: it binds, it does not authenticate (the session does that).
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the UTF-8 bytes of `text`. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & MASK_64;
  }
  return hash;
}

/** `made` (a fresh ULID) with its last 10 characters replaced by the binding to `userId`. */
export function boundPinId(userId: string, made: string): string {
  const head = made.slice(0, 16);
  let hash = fnv1a64(`${userId}:${head}`);
  let tail = '';
  for (let i = 0; i < 10; i += 1) {
    tail = CROCKFORD[Number(hash & 31n)] + tail;
    hash >>= 5n;
  }
  return head + tail;
}

export const isBoundPinId = (userId: string, id: string): boolean => boundPinId(userId, id) === id;
