/**
 * The default configuration (CloudFront on), synthesized once with the REAL Lambda bundles, with cdk-nag on.
 * Every contract endpoint is walked, so a new endpoint is covered without editing this file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type NestedStack, Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '#functions/commons/metric-names.ts';
import { GLOBAL_INDEXES } from '#functions/data/table-definition.ts';
import { SCHEDULED_JOBS } from '#functions/jobs/schedules.ts';
import { BINARY_MEDIA_TYPES } from '#shared/api-gateway.ts';
import { contract, type EndpointKey, endpointKeys } from '#shared/contract.ts';
import type { BuildFunctionsResult } from '../../infra/build-functions.ts';
import { functionPermissions, jobPermissions, TABLE_WRITE_ACTIONS } from '../../infra/function-permissions.ts';
import { SPA_REWRITE_FUNCTION } from '../../infra/web-stack.ts';
import {
  actionsOf,
  apiResourcesOf,
  codeAssetSource,
  featureStackOf,
  integrationFunctionId,
  logicalIdOf,
  methodPath,
  parentValue,
  policyStatementsOfRole,
  type Resources,
  realBundles,
  removeTempDirs,
  resourcesOf,
  type Synthesized,
  synthesize,
  templateOf,
} from './synth.ts';

/** The most resources a stack of ours may hold (CloudFormation's limit is 500). */
const STACK_CEILING = 250;

let bundles: BuildFunctionsResult;
let s: Synthesized;

beforeAll(async () => {
  bundles = await realBundles();
  s = synthesize({ bundleDir: bundles.outDir });
});
afterAll(() => removeTempDirs());

/** Logical id -> properties of the endpoint functions (the API stack also has the JwtKeys functions). */
function functions(): Resources {
  const all = apiResourcesOf(s, 'AWS::Lambda::Function');
  const ids = [...s.stateless.endpoints.functions.values()].map((fn) => logicalIdOf(fn.function));
  return Object.fromEntries(ids.map((id) => [id, all[id] as Resources[string]]));
}

function methodFor(key: (typeof endpointKeys)[number]) {
  const methods = apiResourcesOf(s, 'AWS::ApiGateway::Method');
  const found = Object.values(methods).filter((m) => m.Properties?.OperationName === key);
  expect(found, `one API method for ${key}`).toHaveLength(1);
  return found[0]?.Properties as Record<string, unknown>;
}

describe('Lambda bundles (one esbuild pass)', () => {
  it('made an ESM bundle with a source map for every contract endpoint, the custom resource and the stream consumer', () => {
    for (const key of endpointKeys) {
      expect(existsSync(join(bundles.functions[key] as string, 'index.mjs')), key).toBe(true);
      expect(existsSync(join(bundles.functions[key] as string, 'index.mjs.map')), key).toBe(true);
    }
    expect(existsSync(join(bundles.customResources['jwt-keys'], 'index.mjs'))).toBe(true);
    expect(existsSync(join(bundles.streamConsumers['search-indexer'], 'index.mjs'))).toBe(true);
  });

  it('every bundle loads on its own in plain Node and exports a handler function', () => {
    // A separate Node process, as in Lambda: no vitest/vite resolution, no access to the sources.
    const dirs = [
      ...Object.values(bundles.functions),
      bundles.customResources['jwt-keys'],
      bundles.streamConsumers['search-indexer'],
      ...Object.values(bundles.jobConsumers),
    ];
    const script = `for (const f of ${JSON.stringify(dirs.map((d) => pathToFileURL(join(d, 'index.mjs')).href))}) {
      const m = await import(f); console.log(typeof m.handler);
    }`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: tmpdir() });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual(dirs.map(() => 'function'));
  });
});

describe('API: one method and one Lambda per contract endpoint', () => {
  it('has a method with the contract path and verb, integrated with its own function', () => {
    const seen = new Set<string>();
    for (const key of endpointKeys) {
      const def = contract[key];
      const method = methodFor(key);
      expect(method.HttpMethod, key).toBe(def.method);
      // The method is in its feature's stack; the path resources are the API stack's.
      const resourceId = parentValue(s, featureStackOf(s, key), method.ResourceId);
      expect(methodPath(s.templates.stateless, resourceId), key).toBe(def.path);
      expect(method.AuthorizationType, key).toBe('NONE');
      const integration = method.Integration as { Type: string; Uri: unknown };
      expect(integration.Type, key).toBe('AWS_PROXY');
      const fnId = integrationFunctionId(integration.Uri);
      expect(fnId, key).toBeDefined();
      expect(seen.has(fnId as string), `${key} has a function of its own`).toBe(false);
      seen.add(fnId as string);
      const fn = functions()[fnId as string];
      expect(fn?.Properties?.Description, key).toBe(`${key}: ${def.method} ${def.path}`);
    }
    expect(apiResourcesOf(s, 'AWS::ApiGateway::Method')).toSatisfy(
      (m: Resources) => Object.keys(m).length === endpointKeys.length,
    );
  });

  it('deploys the pre-built bundle of each endpoint as its code', () => {
    for (const [key, fn] of s.stateless.endpoints.functions) {
      expect(codeAssetSource(s.outdir, fn.function), key).toBe(bundles.functions[key]);
    }
  });

  it('gives every function the same defaults: Node 24, ARM64, 512 MB, under 29 s, source maps, active tracing', () => {
    expect(s.stateless.endpoints.functions.size).toBe(endpointKeys.length);
    for (const [key, fn] of s.stateless.endpoints.functions) {
      const p = functions()[logicalIdOf(fn.function)]?.Properties as Record<string, unknown>;
      expect(p.Runtime, key).toBe('nodejs24.x');
      expect(p.Architectures, key).toEqual(['arm64']);
      expect(p.MemorySize, key).toBe(512);
      // background jobs run in their queue's consumer (functions/jobs), never within the API's 29 s
      expect(p.Timeout as number, key).toBeLessThan(29);
      expect(p.Handler, key).toBe('index.handler');
      // Lambda's own X-Ray segment of each invocation (docs/architecture.md#lambdas-that-start-fast)
      expect(p.TracingConfig, key).toEqual({ Mode: 'Active' });
      const env = (p.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.NODE_OPTIONS, key).toBe('--enable-source-maps');
      expect(env.TABLE_NAME, key).toBeDefined();
      expect(env.TOKEN_TTL_SECONDS, key).toBe('43200');
      // the x-test-now clock override of functions/commons/clock.ts must never be on in AWS
      expect(env.ALLOW_TEST_CLOCK, key).toBeUndefined();
      // environment variables go with their grants (bind* in AppFunction)
      expect('FILES_BUCKET' in env, key).toBe('bucket' in functionPermissions[key as EndpointKey]);
    }
  });

  it('lets a function that starts a job send to the queue of that job only, and no function invoke a function', () => {
    for (const [key, fn] of s.stateless.endpoints.functions) {
      const grants = functionPermissions[key as EndpointKey];
      const statements = policyStatementsOfRole(templateOf(fn.role), logicalIdOf(fn.role));
      expect(
        actionsOf(statements).filter((a) => a.startsWith('lambda:')),
        key,
      ).toEqual([]);
      const sqsStatements = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('sqs:')));
      const kinds: readonly string[] = 'enqueue' in grants ? grants.enqueue : [];
      expect(sqsStatements, key).toHaveLength(kinds.length);
      for (const st of sqsStatements) expect(st.Action, key).toBe('sqs:SendMessage');
      const env = (fn.function.node.defaultChild as { environment?: unknown }).environment;
      const envJson = JSON.stringify(featureStackOf(s, key).resolve(env));
      expect(envJson.includes('JOB_QUEUE_URL_'), key).toBe(kinds.length > 0);
    }
    expect(functionPermissions.deleteFolder.enqueue).toEqual(['deleteFolder']);
  });

  it('keeps one month of logs in an explicit log group per function', () => {
    const logGroups = apiResourcesOf(s, 'AWS::Logs::LogGroup');
    for (const fn of Object.values(functions())) {
      const ref = (fn.Properties as { LoggingConfig: { LogGroup: { Ref: string } } }).LoggingConfig.LogGroup.Ref;
      expect(logGroups[ref]?.Properties?.RetentionInDays).toBe(30);
    }
  });

  it('grants each function exactly what infra/function-permissions.ts declares', () => {
    for (const [key, fn] of s.stateless.endpoints.functions) {
      const grants = functionPermissions[key as keyof typeof functionPermissions];
      const roleId = logicalIdOf(fn.role);
      const statements = policyStatementsOfRole(templateOf(fn.role), roleId);
      const actions = actionsOf(statements);
      expect(actions, key).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((a) => a.includes('*')),
        key,
      ).toEqual([]);
      const declared: readonly string[] = 'writes' in grants ? grants.writes.map((w) => `dynamodb:${w}`) : [];
      for (const write of TABLE_WRITE_ACTIONS) {
        expect(actions.includes(write), `${key} ${write}`).toBe(declared.includes(write));
      }
      expect(actions.includes('dynamodb:Query'), key).toBe(true);
      const env = (fn.function.node.defaultChild as { environment?: unknown }).environment;
      const envJson = JSON.stringify(featureStackOf(s, key).resolve(env));
      const holdsKey = 'jwtPrivateKey' in grants && grants.jwtPrivateKey === true;
      expect(actions.includes('secretsmanager:GetSecretValue'), key).toBe(holdsKey);
      expect(envJson.includes('JWT_PRIVATE_KEY_SECRET_ARN'), key).toBe(holdsKey);
      expect(
        actions.some((a) => a.startsWith('s3:')),
        key,
      ).toBe('bucket' in grants);
      expect(
        actions.some((a) => a.startsWith('ses:')),
        key,
      ).toBe('sendEmail' in grants);
      expect(actions.includes('lambda:InvokeFunction'), key).toBe(false);
      expect(actions.includes('sqs:SendMessage'), key).toBe('enqueue' in grants);
      const buildsLinks = 'publicBaseUrl' in grants && grants.publicBaseUrl === true;
      expect(actions.includes('ssm:GetParameter'), key).toBe(buildsLinks);
      expect(envJson.includes('PUBLIC_BASE_URL_PARAMETER'), key).toBe(buildsLinks);
    }
  });

  it('M3: links get their host from the CloudFront domain in an SSM parameter, never from a request', () => {
    const parameters = Object.values(resourcesOf(s.templates.web, 'AWS::SSM::Parameter'));
    expect(parameters).toHaveLength(1);
    const parameter = parameters[0]?.Properties as { Name: string; Value: unknown };
    expect(parameter.Name).toBe('/site-office/dev/public-base-url');
    expect(JSON.stringify(parameter.Value)).toContain('DomainName');
    const shareLink = s.stateless.endpoints.functions.get('createShareLink');
    if (!shareLink) throw new Error('no createShareLink function');
    const env = JSON.stringify(
      featureStackOf(s, 'createShareLink').resolve(
        (shareLink.function.node.defaultChild as { environment?: unknown }).environment,
      ),
    );
    expect(env).toContain('"PUBLIC_BASE_URL_PARAMETER":"/site-office/dev/public-base-url"');
    const statements = JSON.stringify(policyStatementsOfRole(templateOf(shareLink.role), logicalIdOf(shareLink.role)));
    expect(statements).toContain('parameter/site-office/dev/public-base-url');
  });

  it('is a REST API with binary media types, throttling, access logs and JSON gateway errors', () => {
    const t = s.templates.stateless;
    t.hasResourceProperties('AWS::ApiGateway::RestApi', {
      BinaryMediaTypes: [...BINARY_MEDIA_TYPES],
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    t.hasResourceProperties('AWS::ApiGateway::Stage', {
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([
        Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
      ]),
    });
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      t.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseTemplates: { 'application/json': '{"error":$context.error.messageString}' },
      });
    }
    t.resourceCountIs('AWS::ApiGateway::Authorizer', 0);
  });

  it('spends about 7 CloudFormation resources per endpoint, in its feature stack (ceiling: 250 per stack)', () => {
    const featureResources = [...s.stateless.endpoints.stacks.values()].map(
      (stack) => Object.keys(templateOf(stack).toJSON().Resources).length,
    );
    // function, role, policy, log group, one Lambda permission, method, alarm
    expect(Object.keys(apiResourcesOf(s, 'AWS::Lambda::Permission'))).toHaveLength(endpointKeys.length);
    expect(featureResources.reduce((a, b) => a + b, 0) / endpointKeys.length).toBeLessThan(8);
    for (const count of featureResources) expect(count).toBeLessThan(STACK_CEILING);
    // The API stack keeps the REST API, its stage and the path resources shared by every feature.
    expect(Object.keys(s.templates.stateless.toJSON().Resources).length).toBeLessThan(STACK_CEILING);
  });

  it('makes the token keys with a custom resource that writes the private key to a secret', () => {
    const t = s.templates.stateless;
    // the token signing key and the origin key CloudFront sends (see the next describe)
    t.resourceCountIs('AWS::SecretsManager::Secret', 2);
    t.hasResourceProperties('Custom::JwtKeys', { SecretArn: { Ref: Match.anyValue() } });
    const onEvent = s.stateless.jwtKeys.node.findChild('OnEvent').node.findChild('Function');
    expect(codeAssetSource(s.outdir, onEvent)).toBe(bundles.customResources['jwt-keys']);
    // every function verifies with the custom resource's public key attribute (same stack: no export)
    for (const [key, fn] of s.stateless.endpoints.functions) {
      const p = functions()[logicalIdOf(fn.function)]?.Properties as {
        Environment: { Variables: Record<string, unknown> };
      };
      // passed down to the feature stack as a parameter, never an export
      expect(parentValue(s, featureStackOf(s, key), p.Environment.Variables.JWT_PUBLIC_KEY), key).toEqual({
        'Fn::GetAtt': [expect.stringMatching(/^JwtKeys/), 'PublicJwk'],
      });
    }
  });
});

describe('the API is reached through CloudFront only', () => {
  it('every method requires the API key, which is the generated origin secret, in a plan for the stage', () => {
    for (const key of endpointKeys) expect(methodFor(key).ApiKeyRequired, key).toBe(true);
    const secretId = logicalIdOf(s.stateless.originKey as NonNullable<typeof s.stateless.originKey>);
    const keys = Object.values(resourcesOf(s.templates.stateless, 'AWS::ApiGateway::ApiKey'));
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys[0]?.Properties?.Value)).toContain(`{{resolve:secretsmanager:`);
    expect(JSON.stringify(keys[0]?.Properties?.Value)).toContain(secretId);
    s.templates.stateless.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      ApiStages: [Match.objectLike({ Stage: Match.anyValue() })],
    });
    s.templates.stateless.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'INVALID_API_KEY',
      StatusCode: '403',
    });
  });

  it('CloudFront adds the key to every request it sends to the API', () => {
    const [distribution] = Object.values(resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as { Origins: Record<string, unknown>[] } | undefined;
    const originsList = config?.Origins ?? [];
    const api = originsList.filter((o) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(api).toHaveLength(1);
    const headers = api[0]?.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((h) => h.HeaderName)).toEqual(['x-api-key']);
    expect(JSON.stringify(headers[0]?.HeaderValue)).toContain('{{resolve:secretsmanager:');
  });
});

describe('AWS WAF in front of CloudFront (docs/security.md)', () => {
  it('a us-east-1 edge stack holds a CloudFront web ACL: managed rules and per-address rate limits', () => {
    const edge = s.edge;
    if (!edge) throw new Error('no edge stack');
    expect(edge.region).toBe('us-east-1');
    const acl = Object.values(resourcesOf(templateOf(edge.webAcl), 'AWS::WAFv2::WebACL'));
    expect(acl).toHaveLength(1);
    const p = acl[0]?.Properties as { Scope: string; DefaultAction: unknown; Rules: Record<string, unknown>[] };
    expect(p.Scope).toBe('CLOUDFRONT');
    expect(p.DefaultAction).toEqual({ Allow: {} });
    const groups = p.Rules.map(
      (r) => (r.Statement as { ManagedRuleGroupStatement?: { Name: string } }).ManagedRuleGroupStatement?.Name,
    ).filter(Boolean);
    expect(groups).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]);
    // The direct upload's body is over the common rules' 8 KB: that one rule only counts.
    const common = p.Rules[0]?.Statement as
      | { ManagedRuleGroupStatement: { RuleActionOverrides: unknown[] } }
      | undefined;
    const overrides = common?.ManagedRuleGroupStatement.RuleActionOverrides;
    expect(overrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    const rates = p.Rules.filter((r) => (r.Statement as Record<string, unknown>).RateBasedStatement).map((r) => {
      const rate = (
        r.Statement as { RateBasedStatement: { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown } }
      ).RateBasedStatement;
      return [
        JSON.stringify(rate.ScopeDownStatement).match(/"SearchString":"([^"]+)"/)?.[1],
        rate.Limit,
        rate.AggregateKeyType,
        r.Action,
      ];
    });
    expect(rates).toEqual([
      ['/api/auth/', 100, 'IP', { Block: {} }],
      ['/api/shared/', 300, 'IP', { Block: {} }],
      ['/api/print-request', 50, 'IP', { Block: {} }],
    ]);
  });

  it('without webAclArn the distribution has no ACL yet, and synth says how to attach one', () => {
    const [distribution] = Object.values(resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as Record<string, unknown> | undefined;
    expect(config).toBeDefined();
    expect(config?.WebACLId).toBeUndefined();
    expect(Annotations.fromStack(s.web).findInfo('*', Match.stringLikeRegexp('webAclArn'))).toHaveLength(1);
  });
});

describe('operations: alarms and a dashboard (docs/operations.md)', () => {
  const alarms = () => apiResourcesOf(s, 'AWS::CloudWatch::Alarm');
  const topicRef = () => {
    const topics = Object.keys(resourcesOf(s.templates.stateless, 'AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    return topics[0] as string;
  };

  it('alarms on the API, the table, mail and the background job, each to the one topic', () => {
    const byMetric = new Map<string, Record<string, unknown>>();
    const jobFailureDimensions: unknown[] = [];
    // The API stack's alarms, and the search indexer's own (its nested stack names the topic by a parameter).
    const indexer = s.stateless.searchIndexer;
    const sources: [Template, NestedStack | null][] = [
      [s.templates.stateless, null],
      [templateOf(indexer.fn.function), indexer],
    ];
    for (const [template, nested] of sources) {
      for (const alarm of Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'))) {
        const p = alarm.Properties as Record<string, unknown>;
        const name =
          (p.MetricName as string | undefined) ?? JSON.stringify(p.Metrics).match(/"MetricName":"(\w+)"/)?.[1];
        byMetric.set(`${p.Namespace ?? 'math'}:${name}`, p);
        if (name === 'BackgroundJobFailed') jobFailureDimensions.push(p.Dimensions);
        const actions = (p.AlarmActions as unknown[]).map((a) => (nested ? parentValue(s, nested, a) : a));
        expect(actions, name).toEqual([{ Ref: topicRef() }]);
        expect(p.AlarmDescription as string, name).toContain('docs/operations.md');
      }
    }
    expect([...byMetric.keys()].sort()).toEqual(
      [
        'AWS/ApiGateway:5XXError',
        'AWS/ApiGateway:Latency',
        'AWS/SES:Reputation.BounceRate',
        'AWS/SES:Reputation.ComplaintRate',
        'SiteOffice:PrintOrderEmailFailed',
        'SiteOffice:BackgroundJobFailed',
        'math:ThrottledRequests',
        'math:SystemErrors',
        'AWS/Lambda:IteratorAge',
        'AWS/SQS:ApproximateNumberOfMessagesVisible',
        'math:Errors',
      ].sort(),
    );
    // one failure alarm per job kind
    expect(jobFailureDimensions).toHaveLength(JOB_KINDS.length);
    for (const kind of JOB_KINDS) {
      expect(jobFailureDimensions).toContainEqual(expect.arrayContaining([{ Name: 'endpoint', Value: `job:${kind}` }]));
    }
    expect(byMetric.get('AWS/ApiGateway:Latency')?.ExtendedStatistic).toBe('p99');
  });

  it('alarms on errors and throttles of every endpoint function, to the same topic', () => {
    for (const [key, fn] of s.stateless.endpoints.functions) {
      const template = templateOf(fn.function);
      const own = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((a) =>
        JSON.stringify(a.Properties?.Metrics).includes(logicalIdOf(fn.function)),
      );
      expect(own, key).toHaveLength(1);
      const metrics = JSON.stringify(own[0]?.Properties?.Metrics);
      expect(metrics, key).toContain('"MetricName":"Errors"');
      expect(metrics, key).toContain('"MetricName":"Throttles"');
      const action = (own[0]?.Properties?.AlarmActions as unknown[] | undefined)?.[0];
      expect(parentValue(s, featureStackOf(s, key), action), key).toEqual({ Ref: topicRef() });
    }
    expect(Object.keys(alarms()).length).toBeGreaterThanOrEqual(endpointKeys.length + 8);
  });

  it('has one dashboard, and no mail subscription unless alarmEmail is set', () => {
    s.templates.stateless.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    s.templates.stateless.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('search indexer (the table stream consumer)', () => {
  it('reads the table stream with bisection, bounded retries, reported failures and a failure queue', () => {
    const indexer = s.stateless.searchIndexer;
    const t = templateOf(indexer.fn.function);
    const fnId = logicalIdOf(indexer.fn.function);
    expect(codeAssetSource(s.outdir, indexer.fn.function)).toBe(bundles.streamConsumers['search-indexer']);
    // Lambda's own X-Ray segment of each batch, as for the endpoints
    expect(t.toJSON().Resources[fnId]?.Properties?.TracingConfig).toEqual({ Mode: 'Active' });
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId },
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 86400,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(indexer.failures), 'Arn'] } },
      },
    });
    t.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
  });

  it('may read the stream and write the table, and nothing else of the table (no Scan, no Query)', () => {
    const indexer = s.stateless.searchIndexer;
    const statements = policyStatementsOfRole(templateOf(indexer.fn.role), logicalIdOf(indexer.fn.role));
    const actions = actionsOf(statements).filter((a) => a.startsWith('dynamodb:'));
    expect(actions.sort()).toEqual(
      [
        'dynamodb:BatchWriteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
      ].sort(),
    );
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
  });
});

describe('bounces and complaints (SES configuration set -> SNS -> Lambda)', () => {
  it('every email goes out with the configuration set, whose bounce and complaint events reach the feedback Lambda', () => {
    const feedback = s.stateless.mailFeedback;
    const t = templateOf(feedback);
    expect(codeAssetSource(s.outdir, feedback.fn.function)).toBe(bundles.streamConsumers['ses-feedback']);
    t.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'site-office-dev-mail' });
    t.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalIdOf(feedback.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: logicalIdOf(feedback.topic) } },
      },
    });
    t.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: logicalIdOf(feedback.topic) },
      Endpoint: { 'Fn::GetAtt': [logicalIdOf(feedback.fn.function), 'Arn'] },
    });
    // SES may publish to the topic from this configuration set only
    t.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: { StringEquals: Match.objectLike({ 'AWS:SourceArn': Match.anyValue() }) },
          }),
        ]),
      },
    });
  });

  it('the feedback Lambda may only put items in the table; the senders may send with the configuration set', () => {
    const feedback = s.stateless.mailFeedback;
    const statements = policyStatementsOfRole(templateOf(feedback), logicalIdOf(feedback.fn.role));
    const actions = actionsOf(statements);
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:PutItem']);
    expect(actions.filter((a) => a.startsWith('ses:') || a.startsWith('sqs:') || a.startsWith('s3:'))).toEqual([]);
    const sender = s.stateless.endpoints.functions.get('createPrintRequest');
    if (!sender) throw new Error('no createPrintRequest function');
    const senderStatements = policyStatementsOfRole(templateOf(sender.role), logicalIdOf(sender.role));
    const ses = JSON.stringify(senderStatements.filter((st) => JSON.stringify(st.Action).includes('ses:')));
    expect(ses).toContain('configuration-set/site-office-dev-mail');
    const env = (sender.function.node.defaultChild as { environment?: unknown }).environment;
    expect(JSON.stringify(featureStackOf(s, 'createPrintRequest').resolve(env))).toContain(
      '"MAIL_CONFIGURATION_SET":"site-office-dev-mail"',
    );
  });
});

/** The nested stack of the background jobs (infra/constructs/jobs-stack.ts), and its template. */
function jobsStack(): NestedStack {
  const first = [...s.stateless.jobs.values()][0];
  if (!first) throw new Error('no job kinds');
  return Stack.of(first.queue) as NestedStack;
}
const jobsTemplate = () => templateOf(jobsStack());

describe('background jobs on SQS (docs/architecture.md#background-work-on-aws-engines)', () => {
  it('gives each job kind a queue with a dead-letter queue after 3 receives, visible again only after the consumer timed out', () => {
    expect([...s.stateless.jobs.keys()]).toEqual([...JOB_KINDS]);
    const t = jobsTemplate();
    for (const [kind, job] of s.stateless.jobs) {
      const queue = resourcesOf(t, 'AWS::SQS::Queue')[logicalIdOf(job.queue)]?.Properties as Record<string, unknown>;
      expect(queue.RedrivePolicy, kind).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(job.deadLetters), 'Arn'] },
        maxReceiveCount: 3,
      });
      expect(queue.SqsManagedSseEnabled, kind).toBe(true);
      const consumer = resourcesOf(t, 'AWS::Lambda::Function')[logicalIdOf(job.consumer.function)]
        ?.Properties as Record<string, unknown>;
      expect(consumer.Timeout, kind).toBe(120);
      expect(queue.VisibilityTimeout as number, kind).toBeGreaterThan(consumer.Timeout as number);
      expect(codeAssetSource(s.outdir, job.consumer.function), kind).toBe(bundles.jobConsumers[kind]);
    }
  });

  it('wires each consumer to its queue with partial batch responses (ReportBatchItemFailures)', () => {
    for (const [kind, job] of s.stateless.jobs) {
      jobsTemplate().hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: logicalIdOf(job.consumer.function) },
        EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(job.queue), 'Arn'] },
        BatchSize: 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      expect(kind).toBeDefined();
    }
  });

  it('alarms to the one topic when a message waits in a dead-letter queue', () => {
    const topic = Object.keys(resourcesOf(s.templates.stateless, 'AWS::SNS::Topic'))[0];
    for (const [kind, job] of s.stateless.jobs) {
      const alarm = resourcesOf(jobsTemplate(), 'AWS::CloudWatch::Alarm')[logicalIdOf(job.deadLetterAlarm)]?.Properties;
      expect(alarm, kind).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(job.deadLetters), 'QueueName'] } }],
        Threshold: 1,
      });
      const actions = alarm?.AlarmActions as unknown[];
      expect(actions, kind).toHaveLength(1);
      expect(parentValue(s, jobsStack(), actions[0]), kind).toEqual({ Ref: topic });
      expect(alarm?.AlarmDescription as string, kind).toContain('docs/operations.md');
    }
  });

  it('lets a consumer receive from its queue and send only to its own queue (to continue a long job) and the queues its grants name, with its declared grants', () => {
    for (const [kind, job] of s.stateless.jobs) {
      const statements = policyStatementsOfRole(jobsTemplate(), logicalIdOf(job.consumer.role));
      const actions = actionsOf(statements);
      expect(actions, kind).toEqual(
        expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']),
      );
      expect(
        actions.filter((a) => a.startsWith('lambda:')),
        kind,
      ).toEqual([]);
      const send = statements.filter((st) => actionsOf([st]).includes('sqs:SendMessage'));
      const others = jobPermissions[kind].enqueue.filter((k) => k !== kind);
      // CDK merges the SendMessage grants of one role into one statement with a list of queues.
      const queueIds = [job.queue, ...others.map((k) => s.stateless.jobs.get(k)?.queue)].map((q) =>
        q ? logicalIdOf(q) : 'no queue',
      );
      expect(
        send
          .flatMap((st) => st.Resource)
          .map((r) => (r as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0])
          .sort(),
        kind,
      ).toEqual(queueIds.sort());
      for (const write of TABLE_WRITE_ACTIONS) {
        const declared: readonly string[] = jobPermissions[kind].writes.map((w) => `dynamodb:${w}`);
        expect(actions.includes(write), `${kind} ${write}`).toBe(declared.includes(write));
      }
    }
  });
});

describe('scheduled jobs on EventBridge Scheduler (functions/jobs/schedules.ts)', () => {
  it('schedules the recycle-bin purge daily at 03:00 Toronto onto its own queue, whose dead letters are alarmed', () => {
    expect([...s.stateless.schedules.keys()]).toEqual(SCHEDULED_JOBS.map((entry) => entry.name));
    const purge = s.stateless.schedules.get('purge-recycle-bin');
    const job = s.stateless.jobs.get('purgeRecycleBin');
    if (!purge || !job) throw new Error('the purge has no schedule or no queue');
    const t = jobsTemplate();
    const id = jobsStack().resolve(purge.cfnSchedule.logicalId) as string;
    const schedule = resourcesOf(t, 'AWS::Scheduler::Schedule')[id]?.Properties;
    expect(schedule).toMatchObject({
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(job.queue), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(purge.role), 'Arn'] },
        Input: JSON.stringify({ kind: 'purgeRecycleBin', id: 'purge-recycle-bin' }),
      },
    });
    const queue = resourcesOf(t, 'AWS::SQS::Queue')[logicalIdOf(job.queue)]?.Properties;
    expect(queue?.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(job.deadLetters), 'Arn'] },
      maxReceiveCount: 3,
    });
    expect(resourcesOf(t, 'AWS::CloudWatch::Alarm')[logicalIdOf(job.deadLetterAlarm)]).toBeDefined();
  });

  it("gives the purge's schedule a role that may only send to the purge's queue", () => {
    const purge = s.stateless.schedules.get('purge-recycle-bin');
    const job = s.stateless.jobs.get('purgeRecycleBin');
    if (!purge || !job) throw new Error('the purge has no schedule or no queue');
    const statements = policyStatementsOfRole(jobsTemplate(), logicalIdOf(purge.role));
    expect(actionsOf(statements)).toEqual(['sqs:SendMessage']);
    expect(statements.map((st) => st.Resource)).toEqual([{ 'Fn::GetAtt': [logicalIdOf(job.queue), 'Arn'] }]);
  });

  it("lets the purge's consumer erase (the delete-forever writes and S3 deletes) and nothing more", () => {
    const job = s.stateless.jobs.get('purgeRecycleBin');
    if (!job) throw new Error('the purge has no queue');
    const actions = actionsOf(policyStatementsOfRole(jobsTemplate(), logicalIdOf(job.consumer.role)));
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:PutItem',
        'dynamodb:BatchWriteItem',
        's3:DeleteObject',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('s3:PutObject');
    expect(actions).not.toContain('s3:GetObject');
    expect(actions.filter((a) => a.startsWith('ses:') || a.startsWith('lambda:'))).toEqual([]);
  });
});

describe('stateful stack', () => {
  it('has one on-demand table with PITR, TTL, deletion protection and the GSIs, retained', () => {
    const t = s.templates.stateful;
    t.resourceCountIs('AWS::DynamoDB::Table', 1);
    t.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it("has a private, versioned, encrypted files bucket with lifecycle rules (its CORS is the web stack's)", () => {
    s.templates.stateful.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'files-bucket/' }),
        CorsConfiguration: Match.absent(),
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
            Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
            Match.objectLike({ Prefix: 'uploads/pending/', ExpirationInDays: 1, Status: 'Enabled' }),
            Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 7, Status: 'Enabled' }),
          ]),
        },
      }),
    });
  });

  it("lets exactly the distribution's origin use presigned URLs (not every *.cloudfront.net site)", () => {
    const writers = Object.values(resourcesOf(s.templates.web, 'Custom::AWS'));
    expect(writers).toHaveLength(1);
    const create = JSON.stringify(writers[0]?.Properties?.Create);
    expect(create).toContain('putBucketCors');
    expect(create).toContain('DomainName');
    expect(create).toContain('https://');
    expect(create).not.toContain('*.cloudfront.net');
    for (const field of ['PUT', 'GET', 'HEAD', 'POST', 'ETag', 'Accept-Ranges', 'Content-Range']) {
      expect(create).toContain(field);
    }
    const statements = JSON.stringify(resourcesOf(s.templates.web, 'AWS::IAM::Policy'));
    expect(statements).toContain('s3:PutBucketCORS');
  });

  it('blocks public access on every bucket of every stack', () => {
    for (const t of Object.values(s.templates)) {
      for (const [id, bucket] of Object.entries(resourcesOf(t, 'AWS::S3::Bucket'))) {
        expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });

  it('has a bucket policy denying non-TLS requests on every bucket', () => {
    for (const t of Object.values(s.templates)) {
      const buckets = Object.keys(resourcesOf(t, 'AWS::S3::Bucket'));
      const policies = Object.values(resourcesOf(t, 'AWS::S3::BucketPolicy'));
      for (const bucketId of buckets) {
        const policy = policies.find((p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: bucketId }));
        const statements = (policy?.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] })?.Statement;
        expect(statements, bucketId).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });
});

describe('web hosting (CloudFront)', () => {
  it('serves the private web bucket through Origin Access Control with index.html as root', () => {
    const t = s.templates.web;
    t.resourceCountIs('AWS::CloudFront::Distribution', 1);
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
      }),
    });
  });

  it('routes /api/* to the REST API uncached, with all methods and viewer headers but Host', () => {
    s.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          }),
        ],
      }),
    });
    // ...and the /api/* origin is the API's execute-api domain with the stage as origin path
    const origins = JSON.stringify(resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution'));
    expect(origins).toContain('CustomOriginConfig');
    expect(origins).toMatch(/"OriginProtocolPolicy":"https-only"/);
    expect(origins).toContain('.execute-api.');
  });

  it('rewrites app routes, not files, to /index.html (CloudFront Function)', () => {
    const handler = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/app_home')).toBe('/index.html');
    expect(rewrite('/select_project')).toBe('/index.html');
    expect(rewrite('/view_file/plan/01HZX3K8Q2')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/assets/pdf.worker.min-abc123.mjs')).toBe('/assets/pdf.worker.min-abc123.mjs');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    // The service worker and the web app manifest are files of the build, served as they are.
    expect(rewrite('/sw.js')).toBe('/sw.js');
    expect(rewrite('/manifest.webmanifest')).toBe('/manifest.webmanifest');
    s.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_REWRITE_FUNCTION,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends security headers with a CSP fit for the SPA, the pdf.js worker and presigned URLs', () => {
    const policies = Object.values(resourcesOf(s.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const config = policies[0]?.Properties?.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const headers = config.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob: https://");
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('RegionalDomainName'); // the files bucket's own origin, for presigned URLs
    expect(headers.StrictTransportSecurity).toBeDefined();
    expect(headers.ContentTypeOptions).toBeDefined();
    expect(headers.FrameOptions?.FrameOption).toBe('DENY');
  });

  it('uploads .mjs files as text/javascript, .wasm (pdf.js decoders) as application/wasm and the rest with invalidation', () => {
    const deployments = Object.values(resourcesOf(s.templates.web, 'Custom::CDKBucketDeployment'));
    const modules = deployments.find((d) => JSON.stringify(d.Properties?.Include) === '["*.mjs"]');
    expect(modules?.Properties?.SystemMetadata).toEqual({ 'content-type': 'text/javascript' });
    expect(modules?.Properties?.Exclude).toEqual(['*']);
    const decoders = deployments.find((d) => JSON.stringify(d.Properties?.Include) === '["*.wasm"]');
    expect(decoders?.Properties?.SystemMetadata).toEqual({ 'content-type': 'application/wasm' });
    expect(decoders?.Properties?.Exclude).toEqual(['*']);
    const rest = deployments.find((d) => d !== modules && d !== decoders);
    expect(rest?.Properties?.Exclude).toEqual(['*.mjs', '*.wasm']);
    expect(rest?.Properties?.DistributionPaths).toEqual(['/*']);
  });
});

describe('cdk-nag', () => {
  it('synthesized with the AwsSolutions checks and left no finding unacknowledged', () => {
    // synthesize() throws on any unacknowledged finding; here we check the plugin was really there
    const plugins = (s.app as unknown as { _validationPlugins?: { name: string }[] })._validationPlugins;
    const names = (plugins ?? []).map((p) => p.name);
    expect(names.some((n) => /AwsSolutions/i.test(n))).toBe(true);
  });
});
