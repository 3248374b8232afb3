/**
 * Writes docs/api.md and shared/routes.generated.ts from the contract (`npm run docs:api`); a unit test
 * keeps both in step.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';
import { contract, endpointKeys } from '../shared/contract.ts';

function accessText(key: (typeof endpointKeys)[number]): string {
  const access = contract[key].access;
  if (access.kind === 'public') return 'public';
  if (access.kind === 'signedIn') return 'any signed-in user';
  return `roles: ${access.roles.join(', ')}`;
}

function schemaBlock(title: string, schema: z.ZodMiniType | undefined): string {
  if (!schema) return '';
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return `\n${title}:\n\n\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`;
}

export function renderApiDocs(): string {
  const lines = [
    '# API',
    '',
    'Generated from `shared/contract.ts` by `npm run docs:api`; do not edit by hand.',
    '',
    'Every error answers `{ "error": "..." }` with a 4xx or 5xx status. Every endpoint but login needs',
    '`Authorization: Bearer <access_token>`; a missing, expired or tampered token, or one of a deleted user,',
    'answers 401. A user who has not yet replaced a one-time password gets 403 on everything but',
    '`getMe` and `updateProfile`.',
    '',
    '| key | method | path | who | status |',
    '| --- | --- | --- | --- | --- |',
    ...endpointKeys.map((k) => {
      const d = contract[k];
      return `| ${k} | ${d.method} | \`${d.path}\` | ${accessText(k)} | ${d.status} |`;
    }),
    '',
  ];
  for (const k of endpointKeys) {
    const d = contract[k];
    lines.push(`## ${k}: ${d.method} ${d.path}`, '', d.summary, '', `Who: ${accessText(k)}. Success: ${d.status}.`);
    lines.push(schemaBlock('Query', 'query' in d ? d.query : undefined));
    lines.push(schemaBlock('Body', 'body' in d ? d.body : undefined));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * What the web client needs of each endpoint at run time: method, path, whether it is public. The
 * contract's zod schemas stay out of the browser's first download (the login page loads only this).
 */
export function renderRoutes(): string {
  const rows = endpointKeys.map((key) => {
    const { method, path, access } = contract[key];
    const row = `  ${key}: { method: '${method}', path: '${path}', public: ${access.kind === 'public'} },`;
    // Biome's own layout of a row over its line width (biome.json), so the generated file passes its check.
    return row.length <= 120
      ? row
      : [
          `  ${key}: {`,
          `    method: '${method}',`,
          `    path: '${path}',`,
          `    public: ${access.kind === 'public'},`,
          '  },',
        ].join('\n');
  });
  return [
    '/** Generated from shared/contract.ts by `npm run docs:api`; do not edit by hand. */',
    'export const routes = {',
    ...rows,
    '} as const;',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs());
  writeFileSync(new URL('../shared/routes.generated.ts', import.meta.url), renderRoutes());
  console.log('docs/api.md written');
}
