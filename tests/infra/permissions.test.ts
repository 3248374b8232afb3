/**
 * infra/function-permissions.ts checked against the code: each handler is bundled with the AWS SDK left
 * external, so each bundle's `import {...} from "@aws-sdk/..."` lists exactly the SDK commands that
 * handler can send (esbuild drops unused imports). Every such command must be covered by the grants
 * declared for its endpoint. The local emulators do not enforce IAM, so this is where a missing grant
 * is caught before it becomes an AccessDenied in AWS.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '#functions/commons/metric-names.ts';
import { type EndpointKey, endpointKeys } from '#shared/contract.ts';
import { type BuildFunctionsResult, buildFunctions } from '../../infra/build-functions.ts';
import {
  BUCKET_ACTIONS,
  ENQUEUE_ACTIONS,
  type FunctionPermissions,
  functionPermissions,
  jobPermissions,
  SES_ACTIONS,
  TABLE_WRITE_ACTIONS,
  tableActionsOf,
} from '../../infra/function-permissions.ts';
import { codeOnly } from '../support/code-only.ts';
import { removeTempDirs, tempDir } from './synth.ts';

/** SDK command (or helper) -> IAM actions it needs. Unknown commands fail the test: add them here. */
const COMMAND_ACTIONS: Record<string, readonly string[]> = {
  // @aws-sdk/lib-dynamodb and @aws-sdk/client-dynamodb
  GetCommand: ['dynamodb:GetItem'],
  GetItemCommand: ['dynamodb:GetItem'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  BatchGetItemCommand: ['dynamodb:BatchGetItem'],
  QueryCommand: ['dynamodb:Query'],
  QueryCommandInput: [],
  paginateQuery: ['dynamodb:Query'],
  TransactGetCommand: ['dynamodb:GetItem'],
  PutCommand: ['dynamodb:PutItem'],
  PutItemCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  UpdateItemCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  DeleteItemCommand: ['dynamodb:DeleteItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  BatchWriteItemCommand: ['dynamodb:BatchWriteItem'],
  // authorised per item (Put/Update/Delete/ConditionCheck): the kinds its items use, see transactionWrites
  TransactWriteCommand: [],
  TransactWriteItemsCommand: [],
  ScanCommand: ['dynamodb:Scan'],
  ScanItemCommand: ['dynamodb:Scan'],
  DynamoDBClient: [],
  DynamoDBDocumentClient: [],
  // @aws-sdk/client-s3 and @aws-sdk/s3-request-presigner (a presigned URL acts with the signer's rights)
  S3Client: [],
  NotFound: [],
  NoSuchKey: [],
  getSignedUrl: [],
  // functions/storage/presign.ts signs without the S3 client; its operations are read by presignedOperations
  S3RequestPresigner: [],
  formatUrl: [],
  GetObjectCommand: ['s3:GetObject'],
  HeadObjectCommand: ['s3:GetObject'],
  PutObjectCommand: ['s3:PutObject'],
  CopyObjectCommand: ['s3:GetObject', 's3:PutObject'],
  CreateMultipartUploadCommand: ['s3:PutObject'],
  UploadPartCommand: ['s3:PutObject'],
  UploadPartCopyCommand: ['s3:GetObject', 's3:PutObject'],
  CompleteMultipartUploadCommand: ['s3:PutObject'],
  AbortMultipartUploadCommand: ['s3:AbortMultipartUpload'],
  ListPartsCommand: ['s3:ListMultipartUploadParts'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  DeleteObjectsCommand: ['s3:DeleteObject'],
  ListObjectsV2Command: ['s3:ListBucket'],
  // SES
  SESClient: [],
  SESv2Client: [],
  SendEmailCommand: ['ses:SendEmail'],
  SendRawEmailCommand: ['ses:SendRawEmail'],
  // SQS: a function starting a background job (functions/commons/job-queue.ts)
  SQSClient: [],
  SendMessageCommand: ['sqs:SendMessage'],
  // SSM (only the public base URL parameter)
  SSMClient: [],
  GetParameterCommand: ['ssm:GetParameter'],
  // Secrets Manager (only the token signing key)
  SecretsManagerClient: [],
  GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
};

function grantedActions(p: FunctionPermissions): Set<string> {
  const actions = new Set<string>(tableActionsOf(p));
  for (const access of p.bucket ?? []) for (const a of BUCKET_ACTIONS[access]) actions.add(a);
  if (p.sendEmail) for (const a of SES_ACTIONS) actions.add(a);
  if (p.jwtPrivateKey) actions.add('secretsmanager:GetSecretValue');
  if (p.enqueue?.length) for (const a of ENQUEUE_ACTIONS) actions.add(a);
  if (p.publicBaseUrl) actions.add('ssm:GetParameter');
  return actions;
}

const SDK_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)";?/g;

/**
 * The AWS SDK names a bundle really uses. esbuild keeps every name of an external import statement even
 * when the code using it was tree-shaken away, so a name counts only if its local alias appears in the code
 * outside the import statements. The bundles are built with the code's own names (`readableNames`): a minified
 * alias of one or two letters could be reused by a nested local and count a call the bundle never makes.
 */
function usedSdkImports(bundle: string): string[] {
  // Text in strings, templates and regexes is data (locale tables, country codes), where a short alias can
  // occur by chance.
  const code = codeOnly(bundle.replace(SDK_IMPORT, ' '));
  const used = new Set<string>();
  for (const m of bundle.matchAll(SDK_IMPORT)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [name, alias = name] = spec.trim().split(/\s+as\s+/);
      if (!name || !alias) continue;
      const escaped = alias.replace(/\$/g, '\\$');
      // A key of an object literal ({az:…}, a locale table) is not a use of the alias either, nor a method
      // defined in one ({gte(t,e){…}: zod's checks): a call cannot follow `{` or `,` and be followed by `{`.
      const uses = [...code.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g'))].filter((hit) => {
        const start = hit.index ?? 0;
        const before = code[start - 1] ?? '';
        const rest = code.slice(start + alias.length, start + alias.length + 200);
        const inLiteral = before === '{' || before === ',';
        return !(inLiteral && (rest.startsWith(':') || /^\([^()]*\)\{/.test(rest)));
      });
      if (uses.length > 0) used.add(name);
    }
  }
  return [...used].sort();
}

const TRANSACTION_ITEM_KINDS = [
  { key: 'Put', action: 'dynamodb:PutItem' },
  { key: 'Update', action: 'dynamodb:UpdateItem' },
  { key: 'Delete', action: 'dynamodb:DeleteItem' },
] as const;

/**
 * The item writes a bundle's transactions make. IAM authorises TransactWriteItems per item, by the item's
 * own action; the items are object literals keyed Put, Update, Delete or ConditionCheck, and property keys
 * survive minification. A transaction with no such key in sight fails the test rather than be guessed.
 */
function transactionWrites(bundle: string, commands: readonly string[]): string[] {
  if (!commands.some((c) => c.startsWith('TransactWrite'))) return [];
  const code = codeOnly(bundle.replace(SDK_IMPORT, ' '));
  const kinds = TRANSACTION_ITEM_KINDS.filter(({ key }) => new RegExp(`[{,]${key}:`).test(code));
  if (kinds.length === 0) throw new Error('a transaction whose item kinds (Put/Update/Delete) cannot be seen');
  return kinds.map((k) => k.action);
}

/**
 * The S3 operations a bundle presigns through functions/storage/presign.ts, which needs no command object:
 * each caller names its operation as a literal (`operation:"GetObject"`), and a presigned URL acts with the
 * signer's rights, so it needs the same actions as the command.
 */
function presignedOperations(bundle: string): string[] {
  return [...new Set([...bundle.matchAll(/\boperation:"(\w+)"/g)].map((m) => `${m[1]}Command`))].sort();
}

/** Every IAM action the bundle's SDK calls need. */
function neededActions(bundle: string): string[] {
  const commands = [...usedSdkImports(bundle), ...presignedOperations(bundle)];
  return [...new Set([...commands.flatMap((c) => COMMAND_ACTIONS[c] ?? []), ...transactionWrites(bundle, commands)])];
}

/**
 * A function's bundles: its index.mjs and the modules it loads at their first use (LAZY_MODULES), each read on
 * its own (a minified alias means something else in another file).
 */
const functionBundles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));

let built: BuildFunctionsResult;
beforeAll(async () => {
  built = await buildFunctions({ externalAwsSdk: true, readableNames: true, outDir: tempDir('sdk-external') });
});
afterAll(() => removeTempDirs());

/**
 * Every SDK call in the bundle of `dir` is covered by `grants`, and no table write is granted that the
 * bundle never makes (least privilege).
 */
function expectGranted(dir: string, name: string, grants: FunctionPermissions): void {
  const bundles = functionBundles(dir);
  const unknown = bundles
    .flatMap((bundle) => [...usedSdkImports(bundle), ...presignedOperations(bundle)])
    .filter((c) => !(c in COMMAND_ACTIONS));
  expect(unknown, `unmapped AWS SDK imports in ${name}: add them to COMMAND_ACTIONS`).toEqual([]);
  const needed = [...new Set(bundles.flatMap((bundle) => neededActions(bundle)))];
  const granted = grantedActions(grants);
  const missing = needed.filter((a) => !granted.has(a));
  expect(missing, `${name} calls AWS with actions its infra/function-permissions.ts entry does not grant`).toEqual([]);
  const unused = [...granted].filter(
    (a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a) && !needed.includes(a),
  );
  expect(unused, `${name} holds table writes its code never makes`).toEqual([]);
}

describe('declared grants cover the SDK calls of each job queue consumer, and no more table writes', () => {
  it.each(JOB_KINDS)('%s', (kind) => {
    expectGranted(built.jobConsumers[kind], `job ${kind}`, jobPermissions[kind]);
  });

  it('sees the folder-delete steps and the continuation in its consumer (the parser works)', () => {
    const used = usedSdkImports(readFileSync(join(built.jobConsumers.deleteFolder, 'index.mjs'), 'utf8'));
    expect(used).toEqual(expect.arrayContaining(['DeleteObjectsCommand', 'SendMessageCommand', 'QueryCommand']));
  });
});

describe('declared grants cover the SDK calls in each handler, and no more table writes', () => {
  it.each(endpointKeys)('%s', (key: EndpointKey) => {
    expectGranted(built.functions[key] as string, key, functionPermissions[key]);
  });
});

describe('table writes are read from what the bundle does (least privilege)', () => {
  it('reads the item kinds of a transaction from its literals, and refuses to guess (the check can fail)', () => {
    const transact = ['TransactWriteCommand'];
    expect(transactionWrites('x.send(new T({TransactItems:[{Put:{Item:a}},{Delete:{Key:k}}]}))', transact)).toEqual([
      'dynamodb:PutItem',
      'dynamodb:DeleteItem',
    ]);
    // a key inside a string is data, not an item kind
    expect(() => transactionWrites('x.send(new T({TransactItems:items,note:"{Update:"}))', transact)).toThrow(
      'cannot be seen',
    );
    expect(transactionWrites('no transaction here', ['PutCommand'])).toEqual([]);
  });

  it('sees the calls of known handlers, and only those (the parser works)', () => {
    const used = (key: EndpointKey) => functionBundles(built.functions[key] as string).flatMap(usedSdkImports);
    // login reads the user, updates/clears the throttle item and reads the signing key
    expect(used('login')).toEqual(
      expect.arrayContaining(['GetCommand', 'UpdateCommand', 'DeleteCommand', 'GetSecretValueCommand']),
    );
    // getMe only verifies the token and reads the user: no writes, no private key
    expect(used('getMe')).not.toContain('GetSecretValueCommand');
    expect(used('getMe')).not.toContain('TransactWriteCommand');
    // the user and the session's end marker in one BatchGetItem
    expect(used('getMe')).toContain('BatchGetCommand');
  });

  it('sees the operations a bundle presigns without the S3 client (the parser works)', () => {
    const presigned = (key: EndpointKey) =>
      functionBundles(built.functions[key] as string).flatMap(presignedOperations);
    expect(presigned('getFileUrl')).toEqual(['GetObjectCommand']);
    expect(presigned('getUploadParts')).toEqual(['CompleteMultipartUploadCommand', 'UploadPartCommand']);
    expect(presigned('startTaskImageUpload')).toEqual(['PutObjectCommand']);
    expect(presigned('getMe')).toEqual([]);
  });
});
