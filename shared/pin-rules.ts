/** Who may do what with pins, and when one is overdue (docs/requirements.md#pins-on-a-sheet). */
import type { Role } from './roles.ts';
import type { PinStatus } from './schemas/pins.ts';

/** Place pins and change what they say (with the area's section and the project). */
export const PIN_WRITERS = ['admin', 'office', 'pm', 'site'] as const satisfies readonly Role[];
/** Change any pin's status, and delete pins; the assignee changes the status of their own too. */
export const PIN_MANAGERS = ['admin', 'pm'] as const satisfies readonly Role[];

export const canWritePins = (role: Role): boolean => (PIN_WRITERS as readonly Role[]).includes(role);
export const canManagePins = (role: Role): boolean => (PIN_MANAGERS as readonly Role[]).includes(role);

/** Past its due date (a Toronto day, YYYY-MM-DD) on `today` and not closed. */
export const isOverdue = (pin: { dueDate: string | null; status: PinStatus }, today: string): boolean =>
  pin.dueDate !== null && pin.dueDate < today && pin.status !== 'closed';
