/** Who may do what with markups (docs/requirements.md#markups). */
import type { Role } from './roles.ts';

/** Draw markups (with the area's section and the project): the same roles as place pins. */
export { PIN_WRITERS as MARKUP_WRITERS } from './pin-rules.ts';
/** Delete another person's published markup. */
export const MARKUP_MANAGERS = ['admin', 'pm'] as const satisfies readonly Role[];

export const canManageMarkups = (role: Role): boolean => (MARKUP_MANAGERS as readonly Role[]).includes(role);
