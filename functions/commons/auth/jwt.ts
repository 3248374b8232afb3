/**
 * ES256 JSON Web Tokens (RFC 7519, compact JWS of RFC 7515) with `node:crypto`: the one algorithm and the
 * claims the app uses, no more. Every signed-in function verifies a token at each request; with this module
 * it loads no JWT library at start and no WebCrypto at its first request (docs/architecture.md#lambdas-that-start-fast).
 * Tokens are interchangeable with any other ES256 JWT implementation (`jwt.test.ts` checks both ways).
 */
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

export const ES256 = 'ES256';

/** A JSON Web Key as the app keeps its key pair (`kty: 'EC'`, `crv: 'P-256'`). */
export type Jwk = Record<string, unknown>;

export type JwtPayload = Record<string, unknown>;

/** Why a token was refused; `expired` only for a token that is valid in every other way but its `exp`. */
export class JwtError extends Error {
  constructor(
    readonly reason: 'malformed' | 'signature' | 'claims' | 'expired',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

/** ES256 signs only with a P-256 key: any other key is refused when it is loaded, as jose's `importJWK` does. */
function es256Key(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('An ES256 key must be an EC key on the P-256 curve');
  }
  return key;
}

export const publicKeyFromJwk = (jwk: Jwk): KeyObject => es256Key(createPublicKey({ key: jwk, format: 'jwk' }));
export const privateKeyFromJwk = (jwk: Jwk): KeyObject => es256Key(createPrivateKey({ key: jwk, format: 'jwk' }));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The compact token of `payload`, signed with `key` (the signature is r || s, 64 bytes, as JWS requires). */
export function signJwt(payload: JwtPayload, key: KeyObject): string {
  const input = `${base64url({ alg: ES256 })}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

function decodeJson(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', `The ${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtError('malformed', `The ${what} is not an object`);
  }
  return value as Record<string, unknown>;
}

export interface VerifyOptions {
  issuer: string;
  /** When given, `aud` must be it or a list that holds it. */
  audience?: string;
  /** Claims that must be present. */
  requiredClaims: readonly string[];
  now: Date;
}

const TIME_CLAIMS = ['exp', 'iat', 'nbf'] as const;

/**
 * The payload of `token` when its header names ES256 (and no critical extension), its signature is `key`'s,
 * and its claims hold: the required ones present, `iss` (and `aud` if asked) as expected, times are numbers,
 * `nbf` is not after `now` and `exp` is after it. Anything else throws a JwtError.
 */
export function verifyJwt(token: string, key: KeyObject, options: VerifyOptions): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    throw new JwtError('malformed', 'Not a compact JWS');
  }
  const [header = '', body = '', signature = ''] = parts;
  const protectedHeader = decodeJson(header, 'header');
  if (protectedHeader.alg !== ES256) throw new JwtError('malformed', 'Unexpected algorithm');
  if ('crit' in protectedHeader) throw new JwtError('malformed', 'Unsupported critical header');
  let valid = false;
  try {
    valid = verify(
      'sha256',
      Buffer.from(`${header}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw new JwtError('signature', 'Signature verification failed');

  const payload = decodeJson(body, 'payload');
  for (const claim of options.requiredClaims) {
    if (!(claim in payload)) throw new JwtError('claims', `Missing claim ${claim}`);
  }
  if (payload.iss !== options.issuer) throw new JwtError('claims', 'Unexpected issuer');
  if (options.audience !== undefined) {
    const aud = payload.aud;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(options.audience)) throw new JwtError('claims', 'Unexpected audience');
  }
  for (const claim of TIME_CLAIMS) {
    if (claim in payload && typeof payload[claim] !== 'number') {
      throw new JwtError('claims', `The ${claim} claim is not a number`);
    }
  }
  const now = Math.floor(options.now.getTime() / 1000);
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new JwtError('claims', 'Not valid yet');
  if (typeof payload.exp === 'number' && payload.exp <= now) throw new JwtError('expired', 'Expired');
  return payload;
}
