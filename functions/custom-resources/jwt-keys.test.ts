/**
 * The JwtKeys custom resource handler against an in-memory secret (there is no local Secrets Manager
 * emulator in this project; the store below keeps exactly what Put wrote and answers it on Get).
 */
import { GetSecretValueCommand, PutSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandler, type SecretsStore } from './jwt-keys.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:JwtKeys-abc';

class MemorySecret implements SecretsStore {
  value = 'random-initial-value-from-secrets-manager';
  puts = 0;
  // biome-ignore lint/suspicious/noExplicitAny: one implementation for both overloads
  async send(command: any): Promise<any> {
    expect(command.input.SecretId).toBe(SECRET_ARN);
    if (command instanceof GetSecretValueCommand) return { SecretString: this.value };
    if (command instanceof PutSecretValueCommand) {
      this.value = command.input.SecretString as string;
      this.puts++;
      return {};
    }
    throw new Error('unexpected command');
  }
}

const base = {
  ServiceToken: 'arn:aws:lambda:ca-central-1:123456789012:function:provider',
  ResponseURL: 'https://example.com',
  StackId: 'stack',
  RequestId: 'req',
  LogicalResourceId: 'JwtKeys',
  ResourceType: 'Custom::JwtKeys',
};

function event(
  type: 'Create' | 'Update' | 'Delete',
  props: Record<string, string>,
  old?: Record<string, string>,
): CloudFormationCustomResourceEvent {
  const ResourceProperties = { ServiceToken: base.ServiceToken, ...props };
  if (type === 'Create') return { ...base, RequestType: 'Create', ResourceProperties };
  const withId = { ...base, PhysicalResourceId: 'jwt-keys-existing', ResourceProperties };
  if (type === 'Update') {
    return { ...withId, RequestType: 'Update', OldResourceProperties: { ServiceToken: base.ServiceToken, ...old } };
  }
  return { ...withId, RequestType: 'Delete' };
}

describe('JwtKeys custom resource', () => {
  let store: MemorySecret;
  let onEvent: ReturnType<typeof createHandler>;
  beforeEach(() => {
    store = new MemorySecret();
    onEvent = createHandler(() => store);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  it('on Create stores a private ES256 JWK and answers only the public half', async () => {
    const res = await onEvent(event('Create', { SecretArn: SECRET_ARN, Rotation: '1' }));
    const stored = JSON.parse(store.value) as JWK;
    expect(stored).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(stored.d).toBeTruthy();
    const publicJwk = JSON.parse(res.Data?.PublicJwk as string) as JWK;
    expect(publicJwk.d).toBeUndefined();
    expect(publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', x: stored.x, y: stored.y, kid: stored.kid });
    expect(res.PhysicalResourceId).toBe(`jwt-keys-${stored.kid}`);
    expect(res.Data?.KeyId).toBe(stored.kid);
  });

  it('the public JWK verifies what the stored private key signs (as tokens.ts uses them)', async () => {
    const res = await onEvent(event('Create', { SecretArn: SECRET_ARN }));
    const privateKey = await importJWK(JSON.parse(store.value) as JWK, 'ES256');
    const publicKey = await importJWK(JSON.parse(res.Data?.PublicJwk as string) as JWK, 'ES256');
    const token = await new SignJWT({ sv: 0 }).setProtectedHeader({ alg: 'ES256' }).setSubject('u1').sign(privateKey);
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
    expect(payload.sub).toBe('u1');
  });

  it('on Update keeps the key and the PhysicalResourceId', async () => {
    const created = await onEvent(event('Create', { SecretArn: SECRET_ARN, Rotation: '1' }));
    const before = store.value;
    const updated = await onEvent(event('Update', { SecretArn: SECRET_ARN, Rotation: '1' }, { Rotation: '1' }));
    expect(store.value).toBe(before);
    expect(store.puts).toBe(1);
    expect(updated.PhysicalResourceId).toBe('jwt-keys-existing');
    expect(updated.Data?.PublicJwk).toBe(created.Data?.PublicJwk);
  });

  it('on Update with a new Rotation value makes a new key pair', async () => {
    const created = await onEvent(event('Create', { SecretArn: SECRET_ARN, Rotation: '1' }));
    const rotated = await onEvent(event('Update', { SecretArn: SECRET_ARN, Rotation: '2' }, { Rotation: '1' }));
    expect(store.puts).toBe(2);
    expect(rotated.Data?.PublicJwk).not.toBe(created.Data?.PublicJwk);
    expect(rotated.PhysicalResourceId).toBe('jwt-keys-existing');
  });

  it('on Delete touches nothing', async () => {
    const res = await onEvent(event('Delete', { SecretArn: SECRET_ARN }));
    expect(res).toEqual({ PhysicalResourceId: 'jwt-keys-existing' });
    expect(store.puts).toBe(0);
  });

  it('fails clearly without a SecretArn', async () => {
    await expect(onEvent(event('Create', {}))).rejects.toThrow(/SecretArn/);
  });
});
