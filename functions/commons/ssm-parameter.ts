/**
 * Reads one SSM parameter. A module of its own so that `public-url.ts` imports it, with the SSM client, only
 * when the parameter is first read (infra/build-functions.ts, LAZY_MODULES).
 */
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

export async function ssmParameterValue(name: string): Promise<string | undefined> {
  const res = await new SSMClient({}).send(new GetParameterCommand({ Name: name }));
  return res.Parameter?.Value;
}
