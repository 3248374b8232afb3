/**
 * The layers of docs/architecture.md ("Layers and what each may import"), checked on every import of
 * every source file: a change that crosses a line fails here with the file and the import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every module a file imports: packages by name, repository files by their path from the root. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return specifiers.map((s) => {
    if (s.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(file), s));
    if (s.startsWith('#shared/')) return `shared/${s.slice('#shared/'.length)}`;
    if (s.startsWith('#functions/')) return `functions/${s.slice('#functions/'.length)}`;
    return s;
  });
}

interface Rule {
  layer: string;
  files: string[];
  forbidden: (target: string, file: string) => string | undefined;
}

const HTTP_MODULES = [
  'functions/commons/endpoint.ts',
  'functions/commons/error-response.ts',
  'functions/commons/http-results.ts',
  'functions/commons/responses.ts',
  'functions/commons/multipart.ts',
];
const isAwsSdk = (t: string) => t.startsWith('@aws-sdk/');
const isLambda = (t: string) => t === 'aws-lambda' || t.startsWith('@middy/');

/** The one data module that may import commons/errors.ts: refusals.ts, for the kinds' type. */
const WORDED_IN_DATA = ['functions/data/refusals.ts'];

const AWS_CLIENTS = 'functions/commons/aws-clients.ts';

/** Background work goes through a queue (docs/architecture.md#background-work-on-aws-engines), never an invoke. */
const invokesLambda = (t: string) => t === '@aws-sdk/client-lambda';

const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/**
 * The features that use another (docs/architecture.md#features-that-use-another), each only through the
 * other's public entry, index.ts. The same edges are listed in the document, and they form no cycle.
 */
const FEATURE_USES: Readonly<Record<string, readonly string[]>> = {
  'construction-tasks': ['schedules'],
  'marketing-tasks': ['schedules'],
  schedules: ['activity'],
  documents: ['activity'],
};

const publicEntryOf = (feature: string) => `web/src/features/${feature}/index.ts`;

/** The edges the document lists, "`from` → `to`", in its section on features that use another. */
function documentedFeatureUses(text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')): string[] {
  const section = text.split(/^### Features that use another$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/`([a-z-]+)` → `([a-z-]+)`/g)].map((m) => `${m[1]} -> ${m[2]}`).sort();
}

/** A feature that reaches itself along the edges, or undefined. */
function featureCycle(uses: Readonly<Record<string, readonly string[]>>): string | undefined {
  const reaches = (from: string, to: string, seen: Set<string>): boolean =>
    (uses[from] ?? []).some((next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))));
  return Object.keys(uses).find((feature) => reaches(feature, feature, new Set()));
}

const RULES: Rule[] = [
  {
    layer: 'functions/domain (rules: no HTTP, no AWS SDK)',
    files: sourceFiles('functions/domain'),
    forbidden: (t) =>
      isAwsSdk(t)
        ? 'the AWS SDK belongs in functions/data or functions/storage'
        : isLambda(t) || HTTP_MODULES.includes(t)
          ? 'HTTP belongs in functions/handlers and endpoint()'
          : t.startsWith('functions/handlers/')
            ? 'handlers call the domain, not the other way round'
            : t === 'functions/data/table.ts'
              ? 'the table helpers are for functions/data: call an intent function of the entity module'
              : t === 'functions/data/transactions.ts'
                ? 'transactions are built in functions/data: call an intent function (docs/architecture.md#writes-are-intent-functions)'
                : t === AWS_CLIENTS
                  ? 'the AWS clients are for functions/data and functions/storage'
                  : undefined,
  },
  {
    layer: 'functions/data (DynamoDB access: no HTTP, no rules, no words for the caller)',
    files: sourceFiles('functions/data'),
    forbidden: (t, file) =>
      isLambda(t) || HTTP_MODULES.includes(t)
        ? 'HTTP belongs in functions/handlers and endpoint()'
        : t.startsWith('functions/domain/') || t.startsWith('functions/handlers/')
          ? 'data is the lowest layer: it imports no domain or handler'
          : t.startsWith('@aws-sdk/client-s3') || t.startsWith('functions/storage/')
            ? 'S3 belongs in functions/storage'
            : t === 'functions/commons/errors.ts' && !WORDED_IN_DATA.includes(file)
              ? 'data chooses no user-facing text: throw a Refused kind (functions/data/refusals.ts), the domain words it'
              : undefined,
  },
  {
    layer: 'functions/storage (S3 access)',
    files: sourceFiles('functions/storage'),
    forbidden: (t) =>
      isLambda(t) || HTTP_MODULES.includes(t)
        ? 'HTTP belongs in functions/handlers and endpoint()'
        : /^functions\/(domain|handlers|data)\//.test(t)
          ? 'storage imports no other layer'
          : undefined,
  },
  {
    layer: 'functions/handlers (HTTP only: no table or bucket access)',
    files: sourceFiles('functions/handlers'),
    forbidden: (t) =>
      isAwsSdk(t) || t === AWS_CLIENTS
        ? 'handlers reach AWS through the domain'
        : t.startsWith('functions/data/') || t.startsWith('functions/storage/')
          ? 'handlers call the domain, which calls data and storage'
          : undefined,
  },
  {
    layer: 'functions/streams (table stream consumers: no HTTP, no endpoint rules, no S3)',
    files: sourceFiles('functions/streams'),
    forbidden: (t) =>
      t.startsWith('@middy/') || HTTP_MODULES.includes(t)
        ? 'a stream consumer is not an endpoint: HTTP belongs in functions/handlers'
        : /^functions\/(domain|handlers|storage)\//.test(t)
          ? 'a stream consumer keeps the table in step through functions/data'
          : undefined,
  },
  {
    layer: 'functions/jobs (queue consumers: the domain does the work; no HTTP, no table or bucket)',
    files: sourceFiles('functions/jobs'),
    forbidden: (t) =>
      t.startsWith('@middy/') || HTTP_MODULES.includes(t)
        ? 'a job consumer is not an endpoint: HTTP belongs in functions/handlers'
        : isAwsSdk(t) || t === AWS_CLIENTS || /^functions\/(data|storage|handlers)\//.test(t)
          ? 'a job consumer calls the domain, which calls data and storage (and commons/job-queue.ts sends jobs)'
          : undefined,
  },
  {
    layer: 'functions/commons (plumbing every layer uses: no rules, no handlers)',
    files: sourceFiles('functions/commons'),
    forbidden: (t, file) =>
      /^functions\/(domain|handlers|storage)\//.test(t)
        ? 'commons serves the layers and imports none of domain, handlers or storage'
        : t.startsWith('functions/data/') && file !== 'functions/commons/auth/authenticate.ts'
          ? 'commons reads no table (the session check of endpoint() is the one exception)'
          : undefined,
  },
  {
    layer: 'functions/mail and functions/custom-resources (leaves: no rules, no table)',
    files: [...sourceFiles('functions/mail'), ...sourceFiles('functions/custom-resources')],
    forbidden: (t) =>
      /^functions\/(domain|handlers|data|storage|streams)\//.test(t)
        ? 'mail and custom resources are leaves: they import commons and libraries only'
        : undefined,
  },
  {
    layer: 'web/src/app is the composition root (features, components and lib never import it)',
    files: [...sourceFiles('web/src/features'), ...sourceFiles('web/src/components'), ...sourceFiles('web/src/lib')],
    forbidden: (t) =>
      t.startsWith('web/src/app/') ? 'web/src/app is the composition root: nothing imports it' : undefined,
  },
  {
    layer: 'shared (both sides: no server or web code)',
    files: sourceFiles('shared'),
    forbidden: (t) =>
      /^(functions|web|infra|local)\//.test(t) || isAwsSdk(t) || isLambda(t)
        ? 'shared is imported by both sides and imports neither'
        : undefined,
  },
  {
    layer: 'web/src/features (a feature uses another only along a listed edge, through its public entry)',
    files: sourceFiles('web/src/features'),
    forbidden: (t, file) => {
      const from = featureOf(file);
      const to = featureOf(t);
      if (!from || !to || from === to) return undefined;
      if (!FEATURE_USES[from]?.includes(to)) {
        return `feature ${from} imports feature ${to}, not an edge of docs/architecture.md#features-that-use-another: move the shared part to components/ or lib/, or let web/src/app compose the two`;
      }
      return t === publicEntryOf(to)
        ? undefined
        : `feature ${from} reaches past the public entry of ${to}: import ${publicEntryOf(to)}`;
    },
  },
  {
    layer: 'web/src/components and lib (used by features, never using them)',
    files: [...sourceFiles('web/src/components'), ...sourceFiles('web/src/lib')],
    forbidden: (t) => (featureOf(t) ? 'components and lib serve every feature and import none' : undefined),
  },
];

/**
 * Folders whose imports no rule above checks, and why. Every other folder of functions/ and web/src/ must be
 * checked by a rule: a new folder fails the test until it gets a rule, or a line here.
 */
const UNRULED_FOLDERS: Readonly<Record<string, string>> = {
  'web/src/app': 'the composition root: it may import every feature (a rule above checks that nothing imports it)',
  'web/src/config': 'constants the features read; it imports nothing of the app',
};

/** The folders among `folders` with a source file no rule checks, that UNRULED_FOLDERS does not name. */
function foldersWithoutRule(folders: readonly { folder: string; files: readonly string[] }[]): string[] {
  const checked = new Set(RULES.flatMap((r) => r.files));
  return folders
    .filter(({ folder, files }) => !(folder in UNRULED_FOLDERS) && files.some((f) => !checked.has(f)))
    .map(({ folder }) => folder);
}

/** Each folder right below `dir`, with its source files. */
const foldersOf = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ folder: join(dir, entry.name), files: sourceFiles(join(dir, entry.name)) }));

/**
 * What only functions/data may spell (docs/architecture.md#layers-and-what-each-may-import): key templates
 * (a string starting with an upper-case prefix and '#', such as `FOLDER#${id}`, or a sort key such as
 * '#FILE'), key attribute names, index names and key conditions.
 */
const TABLE_KNOWLEDGE: { what: string; pattern: RegExp }[] = [
  { what: 'a key template', pattern: /['"`](?:[A-Z][A-Z0-9_]*#|#[A-Z])/ },
  { what: 'a key attribute', pattern: /\b(?:PK|SK|GSI\d(?:PK|SK)?)\b/ },
  { what: 'an index name', pattern: /\bIndexName\b/ },
  { what: 'a key condition', pattern: /\bKeyConditionExpression\b/ },
];

/** Every line of a source text that knows the table, as "file:line: what". */
function tableKnowledge(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      TABLE_KNOWLEDGE.filter((k) => k.pattern.test(line)).map((k) => `${file}:${i + 1}: ${k.what}`),
    );
}

/** A DynamoDB write, through the document client or the low-level client. */
const WRITE_COMMAND = /\b(?:Put|Update|Delete|BatchWrite|TransactWrite)(?:Item|Items)?Command\b/;

/** A wait written by hand for another attempt: a timer next to an exponential (2 **) or random delay. */
const HAND_WRITTEN_BACKOFF = /setTimeout\([^)]*(?:2 \*\*|Math\.random)/;

/** Every line of a source text that waits between attempts without the one retry helper. */
function handWrittenBackoffs(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  return text.split('\n').flatMap((line, i) => (HAND_WRITTEN_BACKOFF.test(line) ? [`${file}:${i + 1}`] : []));
}

/**
 * A Lambda bundles only its own endpoint's schemas (docs/architecture.md#lambdas-that-start-fast): its handler
 * takes its own entry by name, `endpoint('<key>', declared.<key>, …)` with `import * as declared` from its file
 * of shared/endpoints/, and no server code takes an area object (`taskEndpoints`) or the contract's values, which
 * hold every entry and so every schema. The problems of one file, as "file: what".
 */
function wholeContractImports(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const problems: string[] = [];
  if (/^\s*import\s+(?!type\b)[^;]*?\b\w+Endpoints\b[^;]*?from\s+['"][^'"]*shared\/endpoints\//m.test(text)) {
    problems.push(`${file}: imports an area of the contract (take the entry by name)`);
  }
  if (/^\s*import\s+(?!type\b)[^;]*?from\s+['"][^'"]*shared\/contract\.ts['"]/m.test(text)) {
    problems.push(`${file}: imports the contract's values (take the entry by name from shared/endpoints/)`);
  }
  const key = /^functions\/handlers\/(\w+)\.ts$/.exec(file)?.[1];
  if (key && !new RegExp(`\\bendpoint\\(\\s*'${key}',\\s*declared\\.${key},`).test(text)) {
    problems.push(`${file}: is not endpoint('${key}', declared.${key}, …)`);
  }
  return problems;
}

/**
 * A top-level constant of shared/schemas/ built by a call (`z.…` or a helper) that is not written
 * `/* @__PURE__ *\/ schema(() => …)` (shared/schemas/define.ts): every bundle that imports its module would
 * build it. The names, as "file: name".
 */
function eagerSchemas(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  return [
    ...text.matchAll(
      /^(?:export )?const (\w+)(?::[^=\n]+)? = (?!\/\* @__PURE__ \*\/ schema\(\(\) =>)(?:\/\* @__PURE__ \*\/ )?(?:z\b|[A-Za-z_$][\w$.]*\()/gm,
    ),
  ].map((m) => `${file}: ${m[1]}`);
}

/** Every import that breaks a rule, as "file -> import: why". */
function violations(rule: Rule): string[] {
  const found: string[] = [];
  for (const file of rule.files) {
    for (const target of importsOf(file)) {
      const why = rule.forbidden(target, file);
      if (why) found.push(`${file} -> ${target}: ${why}`);
    }
  }
  return found;
}

const ruleOf = (prefix: string) => RULES.find((r) => r.layer.startsWith(prefix)) as Rule;

/** Whether a rule refuses any import of a probe text, as if it were the given file. */
const forbids = (rule: Rule, file: string, text: string) =>
  importsOf(file, text).some((t) => rule.forbidden(t, file) !== undefined);

describe('architecture: each layer keeps to its room', () => {
  it.each(RULES.map((r) => [r.layer, r] as const))('%s', (_layer, rule) => {
    expect(rule.files.length).toBeGreaterThan(0);
    expect(violations(rule)).toEqual([]);
  });

  it('every folder of functions/ and web/src/ is checked by a rule, or named as free of one with the reason', () => {
    const folders = [...foldersOf('functions'), ...foldersOf('web/src')];
    expect(folders.length).toBeGreaterThan(0);
    expect(foldersWithoutRule(folders)).toEqual([]);
    // The check can fail: a new folder with no rule is caught, and a named one passes.
    expect(foldersWithoutRule([{ folder: 'functions/reports', files: ['functions/reports/x.ts'] }])).toEqual([
      'functions/reports',
    ]);
    expect(foldersWithoutRule([{ folder: 'web/src/config', files: ['web/src/config/x.ts'] }])).toEqual([]);
  });

  it('functions/domain knows no table: no key template, key attribute, IndexName or KeyConditionExpression', () => {
    const domain = sourceFiles('functions/domain');
    expect(domain.length).toBeGreaterThan(0);
    expect(domain.flatMap((f) => tableKnowledge(f))).toEqual([]);
  });

  it('one way to write a transaction: only functions/data/transactions.ts sends TransactWriteCommand', () => {
    const senders = sourceFiles('functions').filter((f) =>
      /\bTransactWriteCommand\b/.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(senders).toEqual(['functions/data/transactions.ts']);
  });

  it('one retry policy: no server code waits between attempts except through functions/commons/retry.ts', () => {
    const files = sourceFiles('functions').filter((f) => f !== 'functions/commons/retry.ts' && !f.endsWith('.test.ts'));
    expect(files.flatMap((f) => handWrittenBackoffs(f))).toEqual([]);
    // The check can fail: each shape of a hand-written wait is caught.
    expect(handWrittenBackoffs('probe.ts', 'await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));')).toHaveLength(
      1,
    );
    expect(
      handWrittenBackoffs('probe.ts', 'await new Promise((r) => setTimeout(r, Math.random() * 20));'),
    ).toHaveLength(1);
    expect(handWrittenBackoffs('probe.ts', 'await waitBeforeRetry(policy, attempt);')).toHaveLength(0);
  });

  it('only functions/data writes to the table: no Put, Update, Delete or batch write command elsewhere', () => {
    const writers = sourceFiles('functions').filter(
      (f) =>
        !f.startsWith('functions/data/') &&
        !f.endsWith('.test.ts') &&
        WRITE_COMMAND.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(writers).toEqual([]);
    // The check can fail: each kind of write command is caught, document client and low-level alike.
    for (const command of [
      'PutCommand',
      'UpdateCommand',
      'BatchWriteCommand',
      'TransactWriteItemsCommand',
      'DeleteItemCommand',
    ]) {
      expect(WRITE_COMMAND.test(`await client.send(new ${command}(input));`), command).toBe(true);
    }
    expect(WRITE_COMMAND.test('await client.send(new GetCommand(input));')).toBe(false);
  });

  it('no Lambda invokes a Lambda: nothing in functions/ imports the Lambda client (custom resources aside)', () => {
    const invokers = sourceFiles('functions').filter(
      (f) => !f.startsWith('functions/custom-resources/') && importsOf(f).some(invokesLambda),
    );
    expect(invokers).toEqual([]);
    // The check can fail: the client is caught, however it is imported.
    expect(
      importsOf('functions/domain/probe.ts', "import { LambdaClient } from '@aws-sdk/client-lambda';").some(
        invokesLambda,
      ),
    ).toBe(true);
    expect(
      importsOf('functions/jobs/probe.ts', "const m = await import('@aws-sdk/client-lambda');").some(invokesLambda),
    ).toBe(true);
    expect(
      importsOf('functions/commons/probe.ts', "import { SQSClient } from '@aws-sdk/client-sqs';").some(invokesLambda),
    ).toBe(false);
  });

  it("a Lambda builds only its own endpoint's schemas: entries taken by name, schemas built behind a pure call", () => {
    const handlers = sourceFiles('functions/handlers');
    expect(handlers.length).toBeGreaterThan(0);
    expect(sourceFiles('functions').flatMap((f) => wholeContractImports(f))).toEqual([]);
    const schemas = sourceFiles('shared/schemas');
    expect(schemas.length).toBeGreaterThan(0);
    expect(schemas.flatMap((f) => eagerSchemas(f))).toEqual([]);
    // The checks can fail (tests/infra/endpoint-schemas.test.ts checks the bundles themselves).
    const handler = 'functions/handlers/getTask.ts';
    const area = "import { taskEndpoints } from '#shared/endpoints/tasks.ts';\n";
    expect(wholeContractImports(handler, `${area}endpoint('getTask', taskEndpoints.getTask, fn);`)).toHaveLength(2);
    expect(wholeContractImports(handler, "import { contract } from '#shared/contract.ts';")).toHaveLength(2);
    expect(wholeContractImports(handler, "import type { EndpointKey } from '#shared/contract.ts';")).toHaveLength(1);
    expect(
      wholeContractImports(
        handler,
        "import * as declared from '#shared/endpoints/tasks.ts';\nendpoint('getTask', declared.getTask, fn);",
      ),
    ).toEqual([]);
    const probe = 'shared/schemas/probe.ts';
    expect(eagerSchemas(probe, 'export const body = z.object({ name: z.string() });')).toEqual([`${probe}: body`]);
    expect(eagerSchemas(probe, "const owner = optionalText('Owner', 200);")).toEqual([`${probe}: owner`]);
    expect(eagerSchemas(probe, 'export const body = /* @__PURE__ */ z.object({ name: z.string() });')).toHaveLength(1);
    expect(eagerSchemas(probe, 'export const body = /* @__PURE__ */ schema(() => z.object({}));')).toEqual([]);
    expect(eagerSchemas(probe, "export const idField = (label = 'id') => z.string();")).toEqual([]);
    expect(eagerSchemas(probe, "export const LIMITS = ['a', 'b'] as const;")).toEqual([]);
  });

  it("one zod: every module takes zod's small build (zod/mini), never the classic one", () => {
    const classic = (file: string, text?: string) =>
      importsOf(file, text).filter((t) => t === 'zod' || t === 'zod/v4' || t.startsWith('zod/v4/classic'));
    const files = ['shared', 'functions', 'web/src', 'scripts', 'local'].flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => classic(f).length > 0)).toEqual([]);
    // The check can fail.
    expect(classic('shared/schemas/probe.ts', "import * as z from 'zod';")).toHaveLength(1);
    expect(classic('web/src/lib/probe.ts', "import type { z } from 'zod/v4';")).toHaveLength(1);
    expect(classic('shared/schemas/probe.ts', "import * as z from 'zod/mini';")).toEqual([]);
  });

  it('the web app imports the contract for its types only (its schemas stay out of the first download)', () => {
    const valueImports = sourceFiles('web/src').filter((f) =>
      /^\s*import\s+(?!type\b)[^;]*?from\s+['"]#shared\/contract\.ts['"]/m.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(valueImports).toEqual([]);
  });

  it('the checks catch what they are meant to catch', () => {
    const domain = RULES[0] as Rule;
    const probe = (text: string, file = 'functions/domain/probe.ts') =>
      importsOf(file, text)
        .map((t) => domain.forbidden(t, file))
        .filter(Boolean);
    expect(probe("import type { APIGatewayProxyResult } from 'aws-lambda';")).toHaveLength(1);
    expect(probe("import { GetCommand } from '@aws-sdk/lib-dynamodb';")).toHaveLength(1);
    expect(probe("import { jsonResponse } from '../commons/responses.ts';")).toHaveLength(1);
    expect(probe("import { notFound } from '../commons/errors.ts';")).toHaveLength(0);
    expect(probe("import { deleteItems } from '../data/table.ts';")).toHaveLength(1);
    expect(probe("import type { Item } from '#functions/data/table.ts';")).toHaveLength(1);
    expect(probe("import { getFolderRecord } from '../data/folders.ts';")).toHaveLength(0);
    expect(probe("import { transactWrite } from '../data/transactions.ts';")).toHaveLength(1);
    expect(probe("import type { Labeled } from '#functions/data/transactions.ts';")).toHaveLength(1);
    const data = RULES.find((r) => r.layer.startsWith('functions/data')) as Rule;
    const dataProbe = (text: string, file: string) =>
      importsOf(file, text)
        .map((t) => data.forbidden(t, file))
        .filter(Boolean);
    expect(dataProbe("import { notFound } from '../commons/errors.ts';", 'functions/data/probe.ts')).toHaveLength(1);
    expect(dataProbe("import { invalid } from '../commons/errors.ts';", 'functions/data/cursor.ts')).toHaveLength(1);
    expect(
      dataProbe("import type { ErrorKind } from '../commons/errors.ts';", 'functions/data/refusals.ts'),
    ).toHaveLength(0);
    const clients = "import { dynamo } from '../commons/aws-clients.ts';";
    expect(forbids(domain, 'functions/domain/probe.ts', clients)).toBe(true);
    expect(forbids(ruleOf('functions/handlers'), 'functions/handlers/probe.ts', clients)).toBe(true);
    expect(
      forbids(ruleOf('functions/commons'), 'functions/commons/probe.ts', "import { x } from '../domain/files.ts';"),
    ).toBe(true);
    expect(
      forbids(ruleOf('functions/commons'), 'functions/commons/probe.ts', "import { x } from '../data/files.ts';"),
    ).toBe(true);
    expect(forbids(ruleOf('functions/mail'), 'functions/mail/probe.ts', "import { x } from '../data/files.ts';")).toBe(
      true,
    );
    expect(
      forbids(
        ruleOf('functions/mail'),
        'functions/mail/probe.ts',
        "import { log } from '../commons/observability.ts';",
      ),
    ).toBe(false);
    expect(forbids(ruleOf('web/src/app'), 'web/src/lib/probe.ts', "import { routes } from '../app/router.tsx';")).toBe(
      true,
    );
    const jobs = ruleOf('functions/jobs');
    expect(forbids(jobs, 'functions/jobs/probe.ts', "import { deleteItems } from '../data/table.ts';")).toBe(true);
    expect(forbids(jobs, 'functions/jobs/probe.ts', "import { SQSClient } from '@aws-sdk/client-sqs';")).toBe(true);
    expect(forbids(jobs, 'functions/jobs/probe.ts', "import { endpoint } from '../commons/endpoint.ts';")).toBe(true);
    expect(
      forbids(jobs, 'functions/jobs/probe.ts', "import { deleteFolderStep } from '../domain/folder-delete.ts';"),
    ).toBe(false);
    const features = RULES.find((r) => r.layer.startsWith('web/src/features')) as Rule;
    const file = 'web/src/features/users/components/x.tsx';
    const targets = importsOf(file, "import { useProjects } from '../../projects/api/get-projects.ts';");
    expect(targets.map((t) => features.forbidden(t, file)).filter(Boolean)).toHaveLength(1);
  });

  it('features use another only along the listed edges, through its public entry; components/ and lib/ use none', () => {
    const features = ruleOf('web/src/features');
    const schedule = 'web/src/features/construction-tasks/components/x.tsx';
    // Along a listed edge: the public entry passes, a module behind it does not.
    expect(forbids(features, schedule, "import { SchedulePage } from '../../schedules/index.ts';")).toBe(false);
    expect(
      forbids(features, schedule, "import { SchedulePage } from '../../schedules/components/schedule-page.tsx';"),
    ).toBe(true);
    expect(forbids(features, schedule, "import '../../schedules/components/schedule-gantt.css';")).toBe(true);
    // Not a listed edge: even the public entry fails.
    expect(forbids(features, schedule, "import { ObjectHistory } from '../../activity/index.ts';")).toBe(true);
    expect(
      forbids(
        features,
        'web/src/features/activity/components/x.tsx',
        "import { SchedulePage } from '../../schedules/index.ts';",
      ),
    ).toBe(true);
    // Its own modules are the feature's own business.
    expect(forbids(features, schedule, "import { useCreateTask } from '../api/create-task.ts';")).toBe(false);
    // components/ and lib/ serve every feature and import none, not even a public entry.
    const shared = ruleOf('web/src/components and lib');
    expect(
      forbids(
        shared,
        'web/src/components/layouts/x.tsx',
        "import { X } from '../../features/search/components/project-search.tsx';",
      ),
    ).toBe(true);
    expect(forbids(shared, 'web/src/lib/x.ts', "import { ObjectHistory } from '../features/activity/index.ts';")).toBe(
      true,
    );
  });

  it('the edges between features are the ones docs/architecture.md lists, with a public entry each, and no cycle', () => {
    const edges = Object.entries(FEATURE_USES).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`));
    expect(documentedFeatureUses()).toEqual(edges.sort());
    for (const to of new Set(Object.values(FEATURE_USES).flat())) {
      expect(sourceFiles(`web/src/features/${to}`)).toContain(publicEntryOf(to));
    }
    expect(featureCycle(FEATURE_USES)).toBeUndefined();
    // The checks can fail: a cycle is found, and a list missing from the document reads as no edges.
    expect(featureCycle({ a: ['b'], b: ['c'], c: ['a'] })).toBe('a');
    expect(documentedFeatureUses('## Layers\n`a` → `b`\n')).toEqual([]);
    expect(documentedFeatureUses('### Features that use another\n\n- `a` → `b`\n\n## Next\n- `c` → `d`')).toEqual([
      'a -> b',
    ]);
  });

  it('the table check catches each kind of table knowledge, and not the words of the domain', () => {
    const probe = (text: string) => tableKnowledge('functions/domain/probe.ts', text);
    expect(probe(`const pk = \`FOLDER#\${folderId}\`;`)).toEqual(['functions/domain/probe.ts:1: a key template']);
    expect(probe("const key = { id: 'USER#' + id };")).toEqual(['functions/domain/probe.ts:1: a key template']);
    expect(probe("if (item.sk === '#FOLDER') return;")).toEqual(['functions/domain/probe.ts:1: a key template']);
    expect(probe('const sk = String(item.SK);')).toEqual(['functions/domain/probe.ts:1: a key attribute']);
    expect(probe("await queryPage({ IndexName: 'GSI1' }, { GSI1PK: pk });")).toEqual([
      'functions/domain/probe.ts:1: a key attribute',
      'functions/domain/probe.ts:1: an index name',
    ]);
    expect(probe("const q = { KeyConditionExpression: 'x = :x' };")).toEqual([
      'functions/domain/probe.ts:1: a key condition',
    ]);
    expect(probe(`throw notFound('Folder not found');\nconst label = \`v\${version}\`;\n// #1 in the list`)).toEqual(
      [],
    );
  });
});
