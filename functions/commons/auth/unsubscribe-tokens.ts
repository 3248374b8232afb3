/**
 * The token of a notification email's one-click unsubscribe link (docs/requirements.md#email-notifications):
 * an ES256 JWT signed with the app's own key pair (tokens.ts), naming one person (`sub`) and one event
 * (`evt`), for the audience `unsubscribe` only. It is no session: it carries no session version, so the
 * bearer check refuses it, and a session token lacks the audience, so this check refuses that.
 */
import { signJwt, verifyJwt } from './jwt.ts';
import { ISSUER, privateSigningKey, publicSigningKey } from './tokens.ts';

const AUDIENCE = 'unsubscribe';
/** A link in an old email still works for a year. */
const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 3600;

export interface UnsubscribeClaims {
  userId: string;
  event: string;
}

export async function signUnsubscribeToken(claims: UnsubscribeClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signJwt(
    {
      evt: claims.event,
      sub: claims.userId,
      iss: ISSUER,
      aud: AUDIENCE,
      iat: issuedAt,
      exp: issuedAt + UNSUBSCRIBE_TTL_SECONDS,
    },
    await privateSigningKey(),
  );
}

/** The person and event a valid token names; undefined for anything else (forged, altered, expired, a session). */
export async function verifyUnsubscribeToken(token: string, now: Date): Promise<UnsubscribeClaims | undefined> {
  try {
    const { sub, evt } = verifyJwt(token, publicSigningKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      now,
      requiredClaims: ['exp', 'sub', 'aud'],
    });
    if (typeof sub !== 'string' || typeof evt !== 'string') return undefined;
    return { userId: sub, event: evt };
  } catch {
    return undefined;
  }
}
