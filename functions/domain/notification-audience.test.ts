/**
 * Who may hear of an event about a project (docs/requirements.md#email-notifications): their role receives
 * the event, opens the object's area, and the project is theirs (an admin opens every project). Asked when
 * an event is recorded and again when it is sent (notification-send.test.ts covers the sending).
 */
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { mayOpen } from './notification-audience.ts';

const person = (roles: Role, allowedProjects = ['P1']) => ({ roles, allowedProjects });

describe('mayOpen', () => {
  it('a person of the project whose role receives the event and opens its area', () => {
    expect(mayOpen(person('pm'), 'P1', 'reportSubmitted')).toBe(true);
    expect(mayOpen(person('consultant'), 'P1', 'followedFolderFile')).toBe(true);
  });

  it('nobody outside the project, except an admin, who opens every project', () => {
    expect(mayOpen(person('pm', ['P2']), 'P1', 'reportSubmitted')).toBe(false);
    expect(mayOpen(person('admin', []), 'P1', 'reportSubmitted')).toBe(true);
  });

  it('the area is the event’s own unless the event names it: a print order of a construction file', () => {
    expect(mayOpen(person('site'), 'P1', 'printOrder')).toBe(false);
    expect(mayOpen(person('site'), 'P1', 'printOrder', 'construction')).toBe(true);
    expect(mayOpen(person('consultant'), 'P1', 'printOrder', 'construction')).toBe(false);
  });

  it('a role that does not receive the event hears nothing of it, even in its own area', () => {
    expect(mayOpen(person('consultant'), 'P1', 'reportSubmitted', 'planfile')).toBe(false);
    expect(mayOpen(person('user'), 'P1', 'taskDue')).toBe(false);
  });
});
