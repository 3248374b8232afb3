import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, NetworkError } from '../../../lib/api-client.ts';
import {
  isTransient,
  newReport,
  type QueuedReport,
  ReportStepError,
  sendReport,
  sentMessage,
} from './site-report-outbox.ts';
import { PHOTO_BATCH, uploadTaskImages } from './upload-task-images.ts';

// The calls a report makes, recorded instead of sent.
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(async (key: string) => (key === 'updateTask' ? { report: { applied: [], kept: [] } } : {})),
}));
vi.mock('./upload-task-images.ts', async (original) => ({
  ...(await original<typeof import('./upload-task-images.ts')>()),
  uploadTaskImages: vi.fn(async () => []),
}));

const photo = (n: number) => new File([new Uint8Array([n])], `p${n}.jpg`, { type: 'image/jpeg' });

const report = (input: Partial<Parameters<typeof newReport>[0]> = {}): QueuedReport =>
  newReport({
    userId: 'U1',
    projectId: 'P1',
    taskId: 'T1',
    taskName: 'Pour footings',
    report: { status: 'working', progress: 40 },
    note: '',
    photos: [],
    ...input,
  });

describe('newReport', () => {
  it('gives every step its own id made on the phone, one per batch of 20 photos', () => {
    const entry = report({
      note: 'Forms stripped',
      photos: Array.from({ length: PHOTO_BATCH + 1 }, (_, n) => photo(n)),
    });
    expect(entry.report.submissionId).toBe(entry.id);
    expect(entry.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(entry.photoSubmissionIds).toHaveLength(2);
    const ids = [entry.id, entry.note?.submissionId, ...entry.photoSubmissionIds];
    expect(new Set(ids).size).toBe(4);
    expect(entry.sent).toEqual({ photoBatches: 0 });
  });

  it('leaves a blank note and no photos out', () => {
    const entry = report();
    expect(entry.note).toBeUndefined();
    expect(entry.photoSubmissionIds).toEqual([]);
  });
});

describe('sendReport', () => {
  it('N7: the note and the photos carry madeAt, the time the report was queued, not the time they are sent', async () => {
    const entry = report({ note: 'Forms stripped', photos: [photo(1)] });
    entry.createdAt = '2026-11-23T21:00:00.000Z';
    await sendReport(entry);
    expect(vi.mocked(api)).toHaveBeenCalledWith('addTaskNote', {
      params: { id: 'T1' },
      body: { text: 'Forms stripped', submissionId: entry.note?.submissionId, madeAt: '2026-11-23T21:00:00.000Z' },
    });
    expect(vi.mocked(uploadTaskImages)).toHaveBeenCalledWith(
      expect.objectContaining({ taskId: 'T1', madeAt: '2026-11-23T21:00:00.000Z' }),
    );
  });
});

describe('isTransient', () => {
  it('waits and tries again after a lost connection, a busy or failing server or an ended session', () => {
    expect(isTransient(new ReportStepError('note', new NetworkError()))).toBe(true);
    expect(isTransient(new ReportStepError('photos', new Error('The upload failed: no connection')))).toBe(true);
    for (const status of [401, 408, 409, 429, 500, 502, 503]) {
      expect(isTransient(new ReportStepError('report', new ApiError(status, 'x'))), String(status)).toBe(true);
    }
  });

  it('gives up on a refusal that sending again cannot cure', () => {
    for (const status of [400, 403, 404, 413, 415]) {
      expect(isTransient(new ReportStepError('report', new ApiError(status, 'x'))), String(status)).toBe(false);
    }
  });
});

describe('sentMessage', () => {
  it('says the report went, and which newer values set by someone else were kept', () => {
    const entry = report();
    entry.sent.report = { applied: ['status', 'progress'], kept: [] };
    expect(sentMessage(entry)).toBe('Site report for Pour footings sent.');
    entry.sent.report = { applied: ['progress'], kept: ['status', 'estimate_finish'] };
    expect(sentMessage(entry)).toBe(
      'Site report for Pour footings sent. Kept the newer Status, Estimate Finish Date someone else set meanwhile.',
    );
  });
});
