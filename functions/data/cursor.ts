/**
 * Opaque page cursors: the Query's LastEvaluatedKey, base64url JSON. A cursor is only accepted for the
 * partition it came from, so it cannot be used to read another folder or project. A cursor refused is
 * Refused (invalid, cursor); the domain words it (functions/domain/refusals.ts).
 */
import { Refused } from './refusals.ts';
import type { Item } from './table.ts';

const invalidCursor = () => new Refused('invalid', 'cursor');

export function encodeCursor(lastKey: Item | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : null;
}

/** The start key a cursor stands for; `expected` are the key attributes it must carry unchanged. */
export function decodeCursor(cursor: string | undefined, expected: Record<string, string>): Item | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  const key = parsed as Record<string, unknown>;
  if (!Object.values(key).every((v) => typeof v === 'string')) throw invalidCursor();
  for (const [name, value] of Object.entries(expected)) if (key[name] !== value) throw invalidCursor();
  return key as Item;
}
