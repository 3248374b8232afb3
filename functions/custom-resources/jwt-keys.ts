/**
 * Custom resource (CDK Provider framework, onEvent handler): the ES256 key pair that signs session tokens.
 *
 * - Create: makes a key pair with jose, stores the PRIVATE JWK (JSON) in the stack's secret
 *   (ResourceProperties.SecretArn) and answers the PUBLIC JWK as the `PublicJwk` attribute, which the
 *   stack passes to every function as JWT_PUBLIC_KEY.
 * - Update: keeps the key already in the secret and answers the same public JWK and PhysicalResourceId,
 *   so a redeploy never signs everyone out. (If the secret holds no usable key, e.g. it was replaced,
 *   a new pair is made.)
 * - Delete: nothing; the secret goes with its stack.
 *
 * Rotating the key = change the resource's `Rotation` property value; sessions then end.
 */
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

const ALG = 'ES256';

interface Properties {
  SecretArn: string;
  /** Any value; changing it makes a new key pair. */
  Rotation?: string;
}

export interface JwtKeysResponse {
  PhysicalResourceId: string;
  Data?: { PublicJwk: string; KeyId: string };
}

/** The one Secrets Manager call shape used here (a real client, or a stand-in in unit tests). */
export interface SecretsStore {
  send(command: GetSecretValueCommand): Promise<{ SecretString?: string }>;
  send(command: PutSecretValueCommand): Promise<unknown>;
}

export function createHandler(store: () => SecretsStore) {
  return async function onEvent(event: CloudFormationCustomResourceEvent): Promise<JwtKeysResponse> {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

    const props = event.ResourceProperties as unknown as Properties;
    if (!props.SecretArn) throw new Error('SecretArn property is required');

    const rotate =
      event.RequestType === 'Update' &&
      (event.OldResourceProperties as unknown as Properties).Rotation !== props.Rotation;
    const existing = rotate ? undefined : await readPrivateJwk(store(), props.SecretArn);
    const privateJwk = existing ?? (await createKeyPair(store(), props.SecretArn));
    const publicJwk = publicPart(privateJwk);
    const kid = publicJwk.kid as string;
    console.log(JSON.stringify({ requestType: event.RequestType, kid, reused: Boolean(existing) }));

    return {
      // Same id on every Update: CloudFormation then never deletes the "old" resource.
      PhysicalResourceId: event.RequestType === 'Update' ? event.PhysicalResourceId : `jwt-keys-${kid}`,
      Data: { PublicJwk: JSON.stringify(publicJwk), KeyId: kid },
    };
  };
}

let client: SecretsManagerClient | undefined;
export const handler = createHandler(() => {
  client ??= new SecretsManagerClient({});
  return client;
});

async function readPrivateJwk(store: SecretsStore, secretArn: string): Promise<JWK | undefined> {
  const res = await store.send(new GetSecretValueCommand({ SecretId: secretArn }));
  try {
    const jwk = JSON.parse(res.SecretString ?? '') as JWK;
    if (jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.d && jwk.x && jwk.y && jwk.kid) return jwk;
  } catch {
    // the value Secrets Manager generated when the secret was made: not a key yet
  }
  return undefined;
}

async function createKeyPair(store: SecretsStore, secretArn: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const privateJwk: JWK = { ...jwk, kid, alg: ALG, use: 'sig' };
  await store.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify(privateJwk) }));
  return privateJwk;
}

/** The public half: the JWK without its private component `d`. */
export function publicPart(privateJwk: JWK): JWK {
  const { kty, crv, x, y, kid, alg, use } = privateJwk;
  return { kty, crv, x, y, kid, alg, use };
}
