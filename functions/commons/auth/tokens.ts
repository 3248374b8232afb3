/**
 * Bearer tokens: ES256 JWTs. Only the login and profile functions hold the private key;
 * every other function verifies with the public key. In AWS the private key is a secret, read once per
 * container at its first signature; the Secrets Manager client is imported then, not when the function
 * starts (docs/architecture.md#lambdas-that-start-fast).
 */
import { type KeyObject, randomUUID } from 'node:crypto';
import { config } from '../config.ts';
import { unauthenticated } from '../errors.ts';
import { type Jwk, JwtError, privateKeyFromJwk, publicKeyFromJwk, signJwt, verifyJwt } from './jwt.ts';

export const ISSUER = 'site-office';

export interface TokenClaims {
  userId: string;
  /** Bumped when the password changes or the user signs out everywhere, which ends older sessions. */
  sessionVersion: number;
}

/** A verified token: its claims, and the session it stands for (ended one by one on logout). */
export interface VerifiedToken extends TokenClaims {
  sessionId: string;
  expiresAt: Date;
}

/** Claims a token must carry: a token without an expiry, issuer, subject or session is refused. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'iss', 'sub', 'jti'];

let publicKey: KeyObject | undefined;
let privateKey: Promise<KeyObject> | undefined;

async function loadPrivateJwk(): Promise<Jwk> {
  const inline = config.jwtPrivateKey();
  if (inline) return JSON.parse(inline) as Jwk;
  const arn = config.jwtPrivateKeySecretArn();
  if (!arn) throw new Error('No JWT private key configured');
  const { secretString } = await import('./secret-value.ts');
  return JSON.parse((await secretString(arn)) ?? '{}') as Jwk;
}

/** The app's private signing key (only the functions granted `jwtPrivateKey` can load it). */
export function privateSigningKey(): Promise<KeyObject> {
  privateKey ??= loadPrivateJwk().then(privateKeyFromJwk);
  return privateKey;
}

/** The public key every function verifies with. */
export function publicSigningKey(): KeyObject {
  publicKey ??= publicKeyFromJwk(JSON.parse(config.jwtPublicKey()) as Jwk);
  return publicKey;
}

export async function signToken(claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + config.tokenTtlSeconds();
  const token = signJwt(
    { sv: claims.sessionVersion, sub: claims.userId, iss: ISSUER, iat: issuedAt, exp: expires, jti: randomUUID() },
    await privateSigningKey(),
  );
  return { token, expiresAt: new Date(expires * 1000) };
}

export async function verifyToken(token: string, now: Date): Promise<VerifiedToken> {
  try {
    const { sub, sv, jti, exp } = verifyJwt(token, publicSigningKey(), {
      issuer: ISSUER,
      now,
      requiredClaims: REQUIRED_CLAIMS,
    });
    if (typeof sub !== 'string' || typeof sv !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw new Error('bad claims');
    }
    return { userId: sub, sessionVersion: sv, sessionId: jti, expiresAt: new Date(exp * 1000) };
  } catch (error) {
    const expired = error instanceof JwtError && error.reason === 'expired';
    throw unauthenticated(expired ? 'Your session has expired. Please log in again.' : 'Invalid authentication token');
  }
}
