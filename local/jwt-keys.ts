/** The local stack's token signing keys, made once and kept in DATA_DIR so sessions survive a restart. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';

export interface JwtKeyPair {
  publicJwk: string;
  privateJwk: string;
}

export async function loadOrCreateJwtKeys(dataDir: string): Promise<JwtKeyPair> {
  const file = join(dataDir, 'jwt-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JwtKeyPair;
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const keys: JwtKeyPair = {
    publicJwk: JSON.stringify(await exportJWK(publicKey)),
    privateJwk: JSON.stringify(await exportJWK(privateKey)),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
