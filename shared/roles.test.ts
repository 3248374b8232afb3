import { describe, expect, it } from 'vitest';
import { CREATABLE_ROLES, canOpenSection, navItemsFor, ROLES, sectionsFor } from './roles.ts';

describe('roles (docs/requirements.md#roles-and-what-each-may-do)', () => {
  it('offers the create form roles in the spec order, with user only for editing', () => {
    expect(CREATABLE_ROLES).toEqual(['admin', 'office', 'pm', 'consultant', 'marketing', 'site']);
    expect(ROLES).toContain('user');
  });

  it.each([
    ['admin', ['construction', 'planfile', 'marketing'], ['project', 'monitor', 'drawing', 'home']],
    ['office', ['construction', 'planfile', 'marketing'], ['project', 'monitor', 'drawing', 'home']],
    ['pm', ['construction', 'planfile'], ['project', 'monitor', 'home']],
    ['consultant', ['planfile'], ['project', 'home']],
    ['site', ['construction'], ['monitor', 'home']],
    ['marketing', ['marketing'], ['project', 'home']],
  ] as const)('%s: tiles %j, nav %j', (role, tiles, nav) => {
    expect(sectionsFor(role)).toEqual(tiles);
    expect(navItemsFor(role)).toEqual(nav);
  });

  it('gives the role user no section', () => {
    expect(canOpenSection('user', 'construction')).toBe(false);
    expect(sectionsFor('user')).toEqual([]);
  });
});
