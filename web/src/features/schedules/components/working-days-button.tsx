/**
 * "Working days" in a schedule's header, for project managers and admins: opens the project's calendar
 * (working-days-dialog.tsx) and saves it (docs/requirements.md#working-day-calendar).
 */
import { useState } from 'react';
import type { ProjectCalendar } from '#shared/models/calendar.ts';
import type { Role } from '#shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useProjectCalendar, useSaveProjectCalendar } from '../api/project-calendar.ts';
import { WorkingDaysDialog } from './working-days-dialog.tsx';

/** The roles that change a project's calendar (the contract's roles of PUT .../calendar). */
export const CALENDAR_EDITORS: readonly Role[] = ['admin', 'pm'];

export function WorkingDaysButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const calendar = useProjectCalendar(projectId);
  const save = useSaveProjectCalendar(projectId);
  const toast = useToast();
  const onOpen = () => {
    if (calendar.isError) toast(withReason('The working days could not be loaded', calendar.error), 'error');
    else setOpen(true);
  };
  const onSave = async (next: ProjectCalendar) => {
    await save.mutateAsync(next);
    setOpen(false);
    toast('Working days saved', 'success');
  };
  return (
    <>
      <Button variant="secondary" disabled={calendar.isPending} onClick={onOpen}>
        Working days
      </Button>
      {open && calendar.data ? (
        <WorkingDaysDialog calendar={calendar.data} onSave={onSave} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
