/**
 * The web origin that links point at (share links, the print-shop email). It comes from configuration
 * only, never from a request header (see docs/security.md): PUBLIC_BASE_URL when the deployment knows
 * it (a custom domain, or `npm start`'s own origin), else the SSM parameter the web stack writes with
 * the CloudFront domain (PUBLIC_BASE_URL_PARAMETER), read once per container. The SSM client is imported
 * when the parameter is first read, not when the function starts: with PUBLIC_BASE_URL it is never loaded,
 * and otherwise once, by the first request that makes a link, which waits for SSM's answer all the same
 * (infra/build-functions.ts, LAZY_MODULES; docs/architecture.md#lambdas-that-start-fast).
 */

let fromParameter: Promise<string> | undefined;

const trimmed = (url: string) => url.replace(/\/+$/, '');

async function readParameter(name: string): Promise<string> {
  const { ssmParameterValue } = await import('./ssm-parameter.ts');
  const value = await ssmParameterValue(name);
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  return trimmed(value);
}

export async function publicBaseUrl(): Promise<string> {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return trimmed(configured);
  const parameter = process.env.PUBLIC_BASE_URL_PARAMETER;
  if (!parameter) throw new Error('No public base URL configured (PUBLIC_BASE_URL or PUBLIC_BASE_URL_PARAMETER)');
  fromParameter ??= readParameter(parameter).catch((error: unknown) => {
    fromParameter = undefined;
    throw error;
  });
  return fromParameter;
}
