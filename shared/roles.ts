/** Roles and what each may see and do (docs/requirements.md#roles-and-what-each-may-do). The server enforces these; the web only hides. */

/** Roles a new user can be given (the create form's list). */
export const CREATABLE_ROLES = ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'] as const;
/** 'user' exists only in the edit dropdown of the old client: it grants no section. */
export const ROLES = [...CREATABLE_ROLES, 'user'] as const;

export type Role = (typeof ROLES)[number];
export type Section = 'construction' | 'planfile' | 'marketing';
export type NavItem = 'project' | 'monitor' | 'drawing' | 'home';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  office: 'Office',
  pm: 'Project Manager',
  consultant: 'Consultant',
  marketing: 'Marketing',
  site: 'Site',
  user: 'User',
};

const SECTIONS: Record<Role, readonly Section[]> = {
  admin: ['construction', 'planfile', 'marketing'],
  office: ['construction', 'planfile', 'marketing'],
  pm: ['construction', 'planfile'],
  consultant: ['planfile'],
  site: ['construction'],
  marketing: ['marketing'],
  user: [],
};

const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: ['project', 'monitor', 'drawing', 'home'],
  office: ['project', 'monitor', 'drawing', 'home'],
  pm: ['project', 'monitor', 'home'],
  consultant: ['project', 'home'],
  site: ['monitor', 'home'],
  marketing: ['project', 'home'],
  user: ['home'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function sectionsFor(role: Role): readonly Section[] {
  return SECTIONS[role];
}

export function canOpenSection(role: Role, section: Section): boolean {
  return SECTIONS[role].includes(section);
}

export function navItemsFor(role: Role): readonly NavItem[] {
  return NAV_ITEMS[role];
}

export function hasNavItem(role: Role, item: NavItem): boolean {
  return NAV_ITEMS[role].includes(item);
}

export const isAdmin = (role: Role): boolean => role === 'admin';

/** The document modules and schedules, and the home section each belongs to. */
export const MODULES = ['plan', 'marketing', 'construction'] as const;
export type Module = (typeof MODULES)[number];

const MODULE_SECTION: Record<Module, Section> = {
  plan: 'planfile',
  marketing: 'marketing',
  construction: 'construction',
};

export function sectionOfModule(module: Module): Section {
  return MODULE_SECTION[module];
}

/** What a role is told when it opens a section (or one of its screens) that is not one of its tiles. */
export const NO_SECTION_ACCESS = 'You do not have permission to access this section.';

/** A role may use a module's files and schedules only when its section is one of the role's tiles. */
export function canUseModule(role: Role, module: Module): boolean {
  return canOpenSection(role, MODULE_SECTION[module]);
}
