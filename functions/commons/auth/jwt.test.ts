/**
 * The app's ES256 tokens without a JWT library: a token it signs verifies with jose and one jose signs
 * verifies here; anything altered, of another algorithm, with a critical extension, expired, not yet valid,
 * of another issuer or audience, or without a required claim is refused. Keys are a fresh pair, made by jose
 * as the key custom resource makes them, with the members it adds (`kid`, `alg`, `use`).
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Jwk, JwtError, privateKeyFromJwk, publicKeyFromJwk, signJwt, verifyJwt } from './jwt.ts';

const now = new Date('2026-03-02T15:00:00Z');
const nowSeconds = now.getTime() / 1000;
const options = { issuer: 'site-office', now, requiredClaims: ['exp', 'iat', 'iss', 'sub', 'jti'] };
const claims = { sub: 'U1', iss: 'site-office', iat: nowSeconds, exp: nowSeconds + 60, jti: 'J1', sv: 3 };

let privateJwk: Jwk;
let publicJwk: Jwk;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(pair.privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  privateJwk = { ...jwk, kid, alg: 'ES256', use: 'sig' };
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
});

const sign = (payload: Record<string, unknown>) => signJwt(payload, privateKeyFromJwk(privateJwk));
const check = (token: string, extra: Partial<typeof options> & { audience?: string } = {}) =>
  verifyJwt(token, publicKeyFromJwk(publicJwk), { ...options, ...extra });
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof JwtError ? error.reason : `not a JwtError: ${String(error)}`;
  }
  return 'accepted';
};
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ES256 tokens', () => {
  it('round-trips its claims, and jose accepts the token', async () => {
    const token = sign(claims);
    expect(check(token)).toEqual(claims);
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(publicJwk, 'ES256'), {
      issuer: 'site-office',
      algorithms: ['ES256'],
      currentDate: now,
    });
    expect(protectedHeader).toEqual({ alg: 'ES256' });
    expect(payload).toEqual(claims);
  });

  it('accepts a token jose signed with the same key', async () => {
    const token = await new SignJWT({ sv: 3 })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setSubject('U1')
      .setIssuer('site-office')
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 60)
      .setJti('J1')
      .sign(await importJWK(privateJwk, 'ES256'));
    expect(check(token)).toEqual(claims);
  });

  it('refuses a token whose payload or signature was changed', () => {
    const [header, , signature] = sign(claims).split('.');
    expect(reasonOf(() => check(`${header}.${part({ ...claims, sub: 'U2' })}.${signature}`))).toBe('signature');
    expect(reasonOf(() => check(`${header}.${part(claims)}.${'A'.repeat(86)}`))).toBe('signature');
    expect(reasonOf(() => check(`${header}.${part(claims)}.`))).toBe('signature');
  });

  it('refuses another algorithm, an unsigned token and a critical extension', () => {
    const [, body, signature] = sign(claims).split('.');
    expect(reasonOf(() => check(`${part({ alg: 'HS256' })}.${body}.${signature}`))).toBe('malformed');
    expect(reasonOf(() => check(`${part({ alg: 'none' })}.${body}.`))).toBe('malformed');
    expect(reasonOf(() => check(`${part({ alg: 'ES256', crit: ['b64'], b64: false })}.${body}.${signature}`))).toBe(
      'malformed',
    );
  });

  it('refuses what is not a compact token', () => {
    expect(reasonOf(() => check('abc'))).toBe('malformed');
    expect(reasonOf(() => check(`${sign(claims)}.x`))).toBe('malformed');
    expect(reasonOf(() => check(sign(claims).replace('.', '.+')))).toBe('malformed');
    expect(reasonOf(() => check(`${part('text')}.${part(claims)}.x`))).toBe('malformed');
  });

  it('says expired only for a token past its exp, at the second it ends', () => {
    expect(reasonOf(() => check(sign({ ...claims, exp: nowSeconds })))).toBe('expired');
    expect(reasonOf(() => check(sign({ ...claims, exp: nowSeconds + 1 })))).toBe('accepted');
  });

  it('refuses a token not valid yet, time claims that are not numbers, and a missing required claim', () => {
    expect(reasonOf(() => check(sign({ ...claims, nbf: nowSeconds + 1 })))).toBe('claims');
    expect(reasonOf(() => check(sign({ ...claims, nbf: nowSeconds })))).toBe('accepted');
    expect(reasonOf(() => check(sign({ ...claims, exp: String(nowSeconds + 60) })))).toBe('claims');
    expect(reasonOf(() => check(sign({ ...claims, iat: 'yesterday' })))).toBe('claims');
    const { jti: _jti, ...withoutJti } = claims;
    expect(reasonOf(() => check(sign(withoutJti)))).toBe('claims');
  });

  it('refuses another issuer, and another audience where one is expected', () => {
    expect(reasonOf(() => check(sign({ ...claims, iss: 'elsewhere' })))).toBe('claims');
    expect(reasonOf(() => check(sign(claims), { audience: 'unsubscribe' }))).toBe('claims');
    expect(reasonOf(() => check(sign({ ...claims, aud: 'other' }), { audience: 'unsubscribe' }))).toBe('claims');
    expect(reasonOf(() => check(sign({ ...claims, aud: 'unsubscribe' }), { audience: 'unsubscribe' }))).toBe(
      'accepted',
    );
    expect(reasonOf(() => check(sign({ ...claims, aud: ['x', 'unsubscribe'] }), { audience: 'unsubscribe' }))).toBe(
      'accepted',
    );
  });

  it('R-JWT1: refuses a key that is not an EC P-256 key, as importing it for ES256 would', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const p384 = await generateKeyPair('ES384', { extractable: true });
    for (const pair of [rsa, p384]) {
      const [publicOne, privateOne] = [await exportJWK(pair.publicKey), await exportJWK(pair.privateKey)];
      expect(() => publicKeyFromJwk(publicOne)).toThrow(/P-256/);
      expect(() => privateKeyFromJwk(privateOne)).toThrow(/P-256/);
    }
  });

  it('refuses a token signed by another key', async () => {
    const other = await generateKeyPair('ES256', { extractable: true });
    const token = signJwt(claims, privateKeyFromJwk(await exportJWK(other.privateKey)));
    expect(reasonOf(() => check(token))).toBe('signature');
  });
});
