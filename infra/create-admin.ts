/**
 * Creates the first administrator in a deployed table (AWS or LocalStack), with the same domain code as
 * POST /api/users/create: a random one-time password, printed once, to be changed at first sign-in.
 *
 *   TABLE_NAME=<TableName output of SiteOffice-<stage>-Stateful> \
 *     npx tsx infra/create-admin.ts --email admin@example.com [--name "Jane Admin"] [--force]
 *
 * Uses your AWS credentials and region (AWS_PROFILE / AWS_REGION). For LocalStack also set
 * AWS_ENDPOINT_URL=http://localhost:4566. Refuses when users already exist, unless --force.
 */
import { parseArgs } from 'node:util';
import { listUsers } from '#functions/data/users.ts';
import { SETUP } from '#functions/domain/activity-log.ts';
import { createUser } from '#functions/domain/users.ts';
import { createUserBody } from '#shared/schemas/users.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!process.env.TABLE_NAME) {
    throw new Error('Set TABLE_NAME to the TableName output of the SiteOffice-<stage>-Stateful stack.');
  }
  const parsed = createUserBody.safeParse({ name: values.name, email: values.email ?? '', roles: 'admin' });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid --email or --name');

  const existing = await listUsers();
  if (existing.length > 0 && !values.force) {
    throw new Error(`The table already has ${existing.length} user(s); pass --force to add another admin anyway.`);
  }
  const created = await createUser(SETUP, parsed.data, new Date());
  console.log(`Created admin ${created.email} (${created._id}).`);
  console.log(`One-time password: ${created.initialPassword}`);
  console.log('Sign in with it; the app then asks for a new password.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
