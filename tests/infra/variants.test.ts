/**
 * Other configurations, synthesized once each with placeholder bundles (the code is covered by
 * stacks.test.ts with the real ones): LocalStack mode, grants no endpoint uses yet, and the failures
 * that must stop a synth or a build with a clear message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointKey, endpointKeys } from '#shared/contract.ts';
import { buildFunctions, MissingHandlersError } from '../../infra/build-functions.ts';
import { cdkJsonContext, createApp } from '../../infra/create-app.ts';
import { type FunctionPermissions, functionPermissions } from '../../infra/function-permissions.ts';
import {
  actionsOf,
  apiResourcesOf,
  featureStackOf,
  logicalIdOf,
  policyStatementsOfRole,
  removeTempDirs,
  type Synthesized,
  stubBundles,
  synthesize,
  templateOf,
} from './synth.ts';

let bundleDir: string;
afterAll(() => removeTempDirs());
beforeAll(() => {
  bundleDir = stubBundles();
});

describe('useCloudFront=false (LocalStack)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({ bundleDir, context: { useCloudFront: 'false' } });
  });

  it('has no CloudFront at all, but still the private web bucket and the API', () => {
    for (const type of [
      'AWS::CloudFront::Distribution',
      'AWS::CloudFront::OriginAccessControl',
      'AWS::CloudFront::Function',
      'AWS::CloudFront::ResponseHeadersPolicy',
    ]) {
      s.templates.web.resourceCountIs(type, 0);
    }
    s.templates.web.resourceCountIs('AWS::S3::Bucket', 1);
    const methods = Object.values(apiResourcesOf(s, 'AWS::ApiGateway::Method'));
    expect(methods).toHaveLength(endpointKeys.length);
    // No CloudFront to add a key: the API answers direct calls, and synth says so.
    for (const m of methods) expect(m.Properties?.ApiKeyRequired).toBe(false);
    s.templates.stateless.resourceCountIs('AWS::ApiGateway::ApiKey', 0);
    expect(
      Annotations.fromStack(s.stateless).findInfo('*', Match.stringLikeRegexp('answers direct calls')),
    ).toHaveLength(1);
    expect(s.stateless.endpoints.functions.size).toBe(endpointKeys.length);
  });

  it('M3: links point at the local web server, set as PUBLIC_BASE_URL (no parameter, no SSM grant)', () => {
    s.templates.web.resourceCountIs('AWS::SSM::Parameter', 0);
    const shareLink = s.stateless.endpoints.functions.get('createShareLink');
    if (!shareLink) throw new Error('no createShareLink function');
    const env = JSON.stringify(
      featureStackOf(s, 'createShareLink').resolve(
        (shareLink.function.node.defaultChild as { environment?: unknown }).environment,
      ),
    );
    expect(env).toContain('"PUBLIC_BASE_URL":"http://localhost:3000"');
    expect(env).not.toContain('PUBLIC_BASE_URL_PARAMETER');
  });

  it('lets any origin use presigned URLs (the page is served by the developer)', () => {
    s.templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [corsRuleWithOrigins(['*'])] },
    });
  });
});

function corsRuleWithOrigins(origins: string[]) {
  return {
    AllowedHeaders: ['*'],
    AllowedMethods: ['PUT', 'GET', 'HEAD', 'POST'],
    AllowedOrigins: origins,
    ExposedHeaders: ['ETag', 'Accept-Ranges', 'Content-Range', 'Content-Length'],
    MaxAge: 3000,
  };
}

describe('grants that no endpoint uses yet (files bucket, SES)', () => {
  const key: EndpointKey = 'listProjects';
  let s: Synthesized;
  beforeAll(() => {
    const permissions: Record<string, FunctionPermissions> = {
      ...functionPermissions,
      [key]: { bucket: ['read', 'put', 'delete'], sendEmail: true },
    };
    s = synthesize({
      bundleDir,
      permissions,
      context: {
        mailFrom: 'orders@builder.example',
        printShopEmail: 'print@shop.example',
        webOrigins: 'https://a.example',
      },
    });
  });

  it('grants object actions on the files bucket and SES from the sender identity, with their env vars', () => {
    const fn = s.stateless.endpoints.functions.get(key);
    if (!fn) throw new Error(`no function for ${key}`);
    const roleId = logicalIdOf(fn.role);
    const statements = policyStatementsOfRole(templateOf(fn.role), roleId);
    expect(actionsOf(statements)).toEqual(
      expect.arrayContaining([
        's3:GetObject',
        's3:PutObject',
        's3:AbortMultipartUpload',
        's3:DeleteObject',
        'ses:SendEmail',
        'ses:SendRawEmail',
      ]),
    );
    const s3Statement = statements.find((st) => JSON.stringify(st.Action).includes('s3:GetObject'));
    expect(JSON.stringify(s3Statement?.Resource)).toContain('-FilesBucketArn');
    const sesStatement = statements.find((st) => JSON.stringify(st.Action).includes('ses:'));
    expect(JSON.stringify(sesStatement?.Resource)).toContain('identity/orders@builder.example');
    // The sender's own identity only: not its whole domain.
    expect(JSON.stringify(sesStatement?.Resource)).not.toContain(':identity/builder.example');

    const env = featureStackOf(s, key).resolve(
      (fn.function.node.defaultChild as { environment?: unknown }).environment,
    ) as {
      variables: Record<string, unknown>;
    };
    expect(env.variables.FILES_BUCKET).toBeDefined();
    expect(env.variables.MAIL_FROM).toBe('orders@builder.example');
    expect(env.variables.PRINT_SHOP_EMAIL).toBe('print@shop.example');
  });

  it('takes the CORS origins from context', () => {
    s.templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [corsRuleWithOrigins(['https://a.example'])] },
    });
  });
});

describe('failures that must stop synth or build', () => {
  it('cdk-nag fails the synth on an unacknowledged finding', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'site-office-nag-'));
    try {
      const site = createApp({ context: cdkJsonContext(), outdir, bundleDir, webDir: join(outdir, 'no-web') });
      // A bucket without TLS enforcement, access logs or public access block: AwsSolutions-S1/S10 and more.
      new s3.Bucket(site.web, 'CarelessBucket', {
        lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      });
      expect(() => site.app.synth()).toThrow(/AwsSolutions-S10/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('refuses to synthesize without the Lambda bundles, naming what is missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-office-empty-'));
    try {
      expect(() => createApp({ context: cdkJsonContext(), bundleDir: empty })).toThrow(
        new RegExp(`Missing Lambda bundles .*${endpointKeys[0]}.*npm run build:functions`),
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses to bundle when a contract key has no handler file, listing every missing one', async () => {
    const keys = ['noSuchEndpoint', 'anotherMissing', endpointKeys[0]] as EndpointKey[];
    const error = await buildFunctions({ keys, outDir: join(tmpdir(), 'never-written') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingHandlersError);
    expect((error as MissingHandlersError).missing).toEqual(['noSuchEndpoint', 'anotherMissing']);
    expect((error as Error).message).toContain('functions/handlers/noSuchEndpoint.ts');
  });

  it('rejects invalid context values', () => {
    expect(() => createApp({ context: { ...cdkJsonContext(), useCloudFront: 'maybe' }, bundleDir })).toThrow(
      /useCloudFront must be true or false/,
    );
    expect(() => createApp({ context: { ...cdkJsonContext(), mailFrom: 'not-an-address' }, bundleDir })).toThrow(
      /mailFrom must be an email address/,
    );
    expect(() =>
      createApp({ context: { ...cdkJsonContext(), publicBaseUrl: 'https://site.example.com/evil?x=1' }, bundleDir }),
    ).toThrow(/publicBaseUrl must be an origin/);
    expect(() =>
      createApp({
        context: { ...cdkJsonContext(), webAclArn: 'arn:aws:wafv2:ca-central-1:123456789012:regional/webacl/x/1' },
        bundleDir,
      }),
    ).toThrow(/webAclArn must be the ARN of a CloudFront/);
    expect(() => createApp({ context: { ...cdkJsonContext(), alarmEmail: 'ops' }, bundleDir })).toThrow(
      /alarmEmail must be an email address/,
    );
  });

  it("attaches the edge stack's web ACL to the distribution when webAclArn is given", () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/site-office-prod/1a2b3c4d-5e6f';
    const site = createApp({ context: { ...cdkJsonContext(), webAclArn: arn }, bundleDir });
    const distribution = site.web.distribution?.node.defaultChild as { distributionConfig?: { webAclId?: string } };
    expect(site.web.resolve(distribution.distributionConfig?.webAclId)).toBe(arn);
  });

  it('a production stage must say who receives the alarms', () => {
    const prod = {
      ...cdkJsonContext(),
      stage: 'prod',
      printShopEmail: 'orders@print.example',
      mailFrom: 'no-reply@builder.example',
    };
    expect(() => createApp({ context: prod, bundleDir })).toThrow(/alarmEmail is required for the prod stage/);
    const site = createApp({ context: { ...prod, alarmEmail: 'ops@builder.example' }, bundleDir });
    expect(site.config.alarmEmail).toBe('ops@builder.example');
  });
});
