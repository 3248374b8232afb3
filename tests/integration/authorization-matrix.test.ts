/**
 * Every contract endpoint against every kind of caller. Endpoints join automatically: the expected
 * answer comes from the contract's access rule. The project rows take each project-scoped endpoint with a resource of an allowed project and of another one.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointKey, endpointKeys } from '../../shared/contract.ts';
import { CREATABLE_ROLES, canUseModule, type Role } from '../../shared/roles.ts';
import { asAdmin, call, createProject, createSignedInUser, login, type TestUser } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';
import { ENDS_CALLER_SESSION, requestFor } from '../support/contract-requests.ts';
import { NOT_PROJECT_SCOPED, PROJECT_SCOPED, SCOPED_ELSEWHERE, type ScopedFixture } from '../support/project-scoped.ts';

const protectedKeys = endpointKeys.filter((k) => contract[k].access.kind !== 'public');
let cases = 0;

function allows(key: EndpointKey, role: Role): boolean {
  const access = contract[key].access;
  return access.kind !== 'roles' || (access.roles as readonly Role[]).includes(role);
}

async function send(key: EndpointKey, token?: string, now?: Date) {
  cases += 1;
  const { path, method, body } = requestFor(key);
  return call<{ error?: string }>(path, { method, body, token, now });
}

const users = new Map<Role, TestUser>();
let deletedUserToken = '';

beforeAll(async () => {
  for (const role of CREATABLE_ROLES) users.set(role, await createSignedInUser(role));
  const doomed = await createSignedInUser('pm');
  await tableClient().send(new DeleteCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${doomed.id}`, SK: 'USER' } }));
  deletedUserToken = doomed.token;
}, 60_000);

afterAll(() => {
  console.log(`authorization matrix: ${cases} cases over ${endpointKeys.length} endpoints`);
});

describe.each(protectedKeys)('%s', (key) => {
  it("answers 401 with an error to no token, a tampered, an expired and a deleted user's token", async () => {
    const admin = await asAdmin();
    const [h, p, s] = admin.split('.') as [string, string, string];
    const tampered = `${h}.${p}.${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    const answers = [
      await send(key),
      await send(key, tampered),
      await send(key, admin, new Date(Date.now() + 13 * 3600_000)),
      await send(key, deletedUserToken),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it.each(CREATABLE_ROLES)('role %s gets exactly what the contract allows', async (role) => {
    const user = users.get(role) as TestUser;
    const token = ENDS_CALLER_SESSION.includes(key)
      ? (await login(user.email, user.password)).access_token
      : user.token;
    const res = await send(key, token);
    if (allows(key, role)) {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('You do not have permission to do this');
    }
    expect(res.status).toBeLessThan(500);
  });
});

describe('project scope', () => {
  it('every endpoint is classified, so a new one cannot skip these checks', () => {
    const unclassified = endpointKeys.filter(
      (k) => !NOT_PROJECT_SCOPED.includes(k) && !(k in PROJECT_SCOPED) && !(k in SCOPED_ELSEWHERE),
    );
    expect(unclassified).toEqual([]);
  });

  const scoped = Object.entries(PROJECT_SCOPED) as [EndpointKey, ScopedFixture][];
  describe.each(scoped)('%s', (key, fixture) => {
    it.each(CREATABLE_ROLES)('role %s: allowed project passes, another project is refused', async (role) => {
      const [mine, theirs] = [await createProject(), await createProject()];
      const user = await createSignedInUser(role, [mine._id]);
      const sectionOk =
        (fixture.roles ? fixture.roles.includes(role) : canUseModule(role, fixture.module)) && allows(key, role);
      for (const [project, isMine] of [
        [mine, true],
        [theirs, false],
      ] as const) {
        const request = await fixture.request(project._id);
        cases += 1;
        const res = await call<{ error?: string }>(request.path, {
          method: request.method,
          body: request.body,
          token: user.token,
        });
        const expected = sectionOk && (isMine || role === 'admin') ? 'pass' : 403;
        if (expected === 'pass') expect([401, 403], `${role} ${key} ${isMine}`).not.toContain(res.status);
        else expect(res.status, `${role} ${key} ${isMine}`).toBe(403);
        expect(res.status).toBeLessThan(500);
      }
    });
  });
});

describe("a task's phase and links (docs/requirements.md#phases)", () => {
  it('a phase or a predecessor in another project is refused like one that does not exist; the site role sets neither', async () => {
    const [mine, theirs] = [await createProject(), await createProject()];
    const pm = await createSignedInUser('pm', [mine._id]);
    const site = await createSignedInUser('site', [mine._id]);
    const admin = await asAdmin();
    const add = (projectId: string, fields: Record<string, unknown>) =>
      call<{ _id: string; error?: string }>('/api/tasks', {
        method: 'POST',
        token: admin,
        body: { projectId, task_name: 'Task', schedule_start: '2026-05-04', schedule_finish: '2026-05-05', ...fields },
      });
    const foreignPhase = (await add(theirs._id, { type: 'project' })).body._id;
    const ownPhase = (await add(mine._id, { type: 'project' })).body._id;
    const task = (await add(mine._id, {})).body._id;
    for (const token of [pm.token, admin]) {
      cases += 2;
      expect(
        await call(`/api/tasks/${task}`, { method: 'PUT', token, body: { parent_id: foreignPhase } }),
      ).toMatchObject({ status: 400, body: { error: 'The parent phase must be a task of the same schedule' } });
      expect(
        await call(`/api/tasks/${task}`, {
          method: 'PUT',
          token,
          body: { links: [{ id: foreignPhase, type: 'SS', lag: 0 }] },
        }),
      ).toMatchObject({ status: 400, body: { error: 'Dependencies must be tasks of the same project' } });
    }
    cases += 2;
    for (const body of [{ parent_id: ownPhase }, { links: [{ id: ownPhase, type: 'FF', lag: 1 }] }]) {
      expect(await call(`/api/tasks/${task}`, { method: 'PUT', token: site.token, body })).toMatchObject({
        status: 403,
        body: { error: 'The site role can change a task only through the site report' },
      });
    }
    const stored = await call<{ parent_id?: string; dependencies: string[] }>(`/api/tasks/${task}`, { token: admin });
    expect(stored.body.parent_id).toBeUndefined();
    expect(stored.body.dependencies).toEqual([]);
  });
});
