/**
 * The taskDue notice's rules: which finishes are due (2 working days, weekends not counted), whom a task's
 * owner names, and who is told (owner and the project's managers, once each, only if they may open the
 * construction area of the project). The job against the table and the SES emulator is in
 * tests/integration/notifications.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import type { ConstructionTaskRecord } from '../data/schedule-tasks.ts';
import type { UserRecord } from '../data/users.ts';
import { lastDueDay, ownerOf, recipientsOf } from './task-due.ts';

const user = (id: string, roles: Role, allowedProjects: string[], name = `Person ${id}`): UserRecord =>
  ({ _id: id, name, email: `${id.toLowerCase()}@example.com`, roles, allowedProjects }) as UserRecord;

const task = (owner?: string): ConstructionTaskRecord =>
  ({
    _id: 'T1',
    projectId: 'P1',
    task_name: 'Pour footings',
    schedule_start: '2026-11-23',
    schedule_finish: '2026-11-30',
    dependencies: [],
    owner,
    createdAt: '',
    updatedAt: '',
  }) as ConstructionTaskRecord;

describe('lastDueDay', () => {
  it('is two working days ahead on a Monday', () => {
    expect(lastDueDay('2026-11-23')).toBe('2026-11-25');
  });

  it('counts no weekend days: from a Thursday the Monday after, with the weekend before it', () => {
    expect(lastDueDay('2026-11-26')).toBe('2026-11-30');
  });

  it('from a Saturday, the Tuesday after', () => {
    expect(lastDueDay('2026-11-28')).toBe('2026-12-01');
  });
});

describe('ownerOf', () => {
  const users = [user('A', 'site', ['P1'], 'Sam Site'), user('B', 'pm', ['P1'], 'Kim'), user('C', 'pm', [], 'Kim')];

  it('finds the owner by email or by name, whatever the case and spaces', () => {
    expect(ownerOf('A@Example.com', users)?._id).toBe('A');
    expect(ownerOf('  sam site ', users)?._id).toBe('A');
  });

  it('names nobody for a name two people share, free text, or no owner', () => {
    expect(ownerOf('Kim', users)).toBeUndefined();
    expect(ownerOf('Concrete subcontractor', users)).toBeUndefined();
    expect(ownerOf(undefined, users)).toBeUndefined();
  });
});

describe('recipientsOf', () => {
  const users = [
    user('OWNER', 'site', ['P1']),
    user('PM', 'pm', ['P1']),
    user('OTHERPM', 'pm', ['P2']),
    user('OFFICE', 'office', ['P1']),
    user('MARKETING', 'marketing', ['P1']),
    user('OUTSIDER', 'site', ['P2']),
  ];
  const ids = (owner?: string) => recipientsOf(task(owner), users).map((u) => u._id);

  it("are the owner and the project's managers", () => {
    expect(ids('owner@example.com')).toEqual(['OWNER', 'PM']);
  });

  it('tell a manager who owns the task once', () => {
    expect(ids('pm@example.com')).toEqual(['PM']);
  });

  it('leave out an owner who cannot open the construction area or the project', () => {
    expect(ids('marketing@example.com')).toEqual(['PM']);
    expect(ids('outsider@example.com')).toEqual(['PM']);
  });
});
