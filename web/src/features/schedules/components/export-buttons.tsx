/**
 * Export a schedule as an MS Project file or a CSV (docs/requirements.md#schedule-import-and-export), for
 * anyone who can open it. The file is made on the server and saved under the name it gives; MS Project's
 * Baseline 0 is the baseline chosen on the chart (use-chosen-baseline.ts), else the latest saved. Import sits
 * beside them for those who may add tasks (given `onImported`, which reloads the schedule).
 */
import { useState } from 'react';
import type { ScheduleFileFormat, ScheduleName } from '#shared/schemas/schedule-files.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportSchedule } from '../api/export-schedule.ts';
import { ImportButton } from './import-button.tsx';
import { useChosenBaseline } from './use-chosen-baseline.ts';

const FORMATS: { format: ScheduleFileFormat; label: string }[] = [
  { format: 'mspdi', label: 'Export to MS Project' },
  { format: 'csv', label: 'Export CSV' },
];

interface ExportButtonsProps {
  projectId: string;
  schedule: ScheduleName;
  /** Shows Import too; called when an import's tasks are in. */
  onImported?: () => void;
}

export function ExportButtons({ projectId, schedule, onImported }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ScheduleFileFormat | null>(null);
  const toast = useToast();
  const [baseline] = useChosenBaseline();
  const run = async (format: ScheduleFileFormat) => {
    setBusy(format);
    try {
      const file = await exportSchedule(projectId, schedule, format, baseline);
      saveFile(file.fileName, file.blob);
    } catch (error) {
      toast(withReason('Export failed', error), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {onImported && <ImportButton projectId={projectId} schedule={schedule} onImported={onImported} />}
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          busy={busy === format}
          disabled={busy !== null}
          onClick={() => void run(format)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
