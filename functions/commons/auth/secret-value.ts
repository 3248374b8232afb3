/**
 * Reads one Secrets Manager secret. A module of its own so that `tokens.ts` imports it, with the Secrets
 * Manager client, only when the signing key is first read (infra/build-functions.ts, LAZY_MODULES).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export async function secretString(arn: string): Promise<string | undefined> {
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  return secret.SecretString;
}
