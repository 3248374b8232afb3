import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boundPinId } from '#shared/pin-ids.ts';
import { ApiError, api, NetworkError } from '../../../lib/api-client.ts';
import { scalePhoto } from '../../../lib/image-thumbnail.ts';
import { createOutbox } from '../../../lib/outbox.ts';
import { memoryStore } from '../../../lib/testing/memory-store.ts';
import {
  PIN_OUTBOX,
  photosLeft,
  type QueuedPin,
  queuedPin,
  queuedPinPhotos,
  sendQueuedPin,
  sentText,
} from './pin-outbox.ts';
import { confirmPinPhotos, uploadPinPhoto } from './pin-photos.ts';

// The calls an entry makes, recorded instead of sent; each upload answers a new upload id.
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(async () => ({})),
}));
vi.mock('../../../lib/image-thumbnail.ts', () => ({
  scalePhoto: vi.fn(async (file: File) => new File([file], `scaled-${file.name}`, { type: 'image/jpeg' })),
}));
vi.mock('./pin-photos.ts', () => ({
  uploadPinPhoto: vi.fn(),
  confirmPinPhotos: vi.fn(async () => []),
}));

let uploads = 0;
beforeEach(() => {
  vi.clearAllMocks();
  uploads = 0;
  vi.mocked(uploadPinPhoto).mockImplementation(async () => `UPLOAD${++uploads}`);
});

const WHERE = { userId: 'U1', projectId: 'P1', module: 'plan', fileId: 'F1' } as const;
const BODY = {
  title: 'Leak at C4',
  category: 'defect',
  assigneeId: null,
  dueDate: null,
  description: undefined,
  fileId: 'F1',
  version: 1,
  spot: { page: 1, x: 10, y: 20, pageWidth: 612, pageHeight: 792 },
} as const;
const photo = (n: number) => new File([new Uint8Array([n])], `p${n}.png`, { type: 'image/png' });

/** The calls made, in order: the pin's create, each upload (by file) and each confirmation (by upload id). */
function calls(): string[] {
  const all = [
    ...vi.mocked(api).mock.calls.map((c, i) => ({ at: vi.mocked(api).mock.invocationCallOrder[i] ?? 0, what: c[0] })),
    ...vi.mocked(uploadPinPhoto).mock.calls.map((c, i) => ({
      at: vi.mocked(uploadPinPhoto).mock.invocationCallOrder[i] ?? 0,
      what: `upload ${c[1].name}`,
    })),
    ...vi.mocked(confirmPinPhotos).mock.calls.map((c, i) => ({
      at: vi.mocked(confirmPinPhotos).mock.invocationCallOrder[i] ?? 0,
      what: `confirm ${c[1].join()}`,
    })),
  ];
  return all.sort((a, b) => a.at - b.at).map((c) => c.what);
}

const keepNothing = async () => undefined;

describe('queuedPin', () => {
  it("makes the pin's id on the phone (the entry's id too), sent with the pin, and scales its photos", async () => {
    const entry = await queuedPin(WHERE, BODY, [photo(1), photo(2)]);
    expect(entry.id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(entry.pinId).toBe(boundPinId('U1', entry.id));
    expect(entry.pin).toEqual({ ...BODY, id: entry.pinId });
    expect(entry).toMatchObject({ ...WHERE, title: 'Leak at C4', placed: false });
    expect(vi.mocked(scalePhoto)).toHaveBeenCalledTimes(2);
    expect(entry.photos.map((p) => p.file.name)).toEqual(['scaled-p1.png', 'scaled-p2.png']);
    expect(photosLeft(entry)).toBe(2);
  });

  it('photos added to a pin are an entry of their own, for that pin, with nothing to place', async () => {
    const entry = await queuedPinPhotos(WHERE, { id: 'PIN1', title: 'Leak at C4' }, [photo(3)]);
    expect(entry.pin).toBeUndefined();
    expect(entry).toMatchObject({ pinId: 'PIN1', placed: true });
    expect(entry.id).not.toBe('PIN1');
    expect(sentText(entry)).toBe('1 photo added to Leak at C4.');
  });
});

describe('sendQueuedPin', () => {
  it('places the pin first, then each photo: uploaded, kept with its upload id, confirmed', async () => {
    const entry = await queuedPin(WHERE, BODY, [photo(1), photo(2)]);
    const kept: string[] = [];
    await sendQueuedPin(entry, async (e) => {
      kept.push(JSON.stringify({ placed: e.placed, photos: e.photos.map((p) => [p.uploadId ?? null, !!p.added]) }));
    });
    expect(calls()).toEqual([
      'createPin',
      'upload scaled-p1.png',
      'confirm UPLOAD1',
      'upload scaled-p2.png',
      'confirm UPLOAD2',
    ]);
    expect(vi.mocked(api)).toHaveBeenCalledWith('createPin', { params: { projectId: 'P1' }, body: entry.pin });
    expect(vi.mocked(uploadPinPhoto).mock.calls.map((c) => c[0])).toEqual([entry.pinId, entry.pinId]);
    // kept after each step, so a run cut off anywhere resumes where it stopped
    expect(kept).toEqual([
      '{"placed":true,"photos":[[null,false],[null,false]]}',
      '{"placed":true,"photos":[["UPLOAD1",false],[null,false]]}',
      '{"placed":true,"photos":[["UPLOAD1",true],[null,false]]}',
      '{"placed":true,"photos":[["UPLOAD1",true],["UPLOAD2",false]]}',
      '{"placed":true,"photos":[["UPLOAD1",true],["UPLOAD2",true]]}',
    ]);
    expect(sentText(entry)).toBe('Pin Leak at C4 placed, with 2 photos.');
  });

  it('cut off at the second upload, a second run places nothing again and sends only the second photo', async () => {
    const entry = await queuedPin(WHERE, BODY, [photo(1), photo(2)]);
    vi.mocked(uploadPinPhoto)
      .mockImplementationOnce(async () => `UPLOAD${++uploads}`)
      .mockRejectedValueOnce(new Error('The upload failed: no connection'));
    await expect(sendQueuedPin(entry, keepNothing)).rejects.toThrow('no connection');
    expect(entry.placed).toBe(true);
    expect(photosLeft(entry)).toBe(1);
    vi.clearAllMocks();
    await sendQueuedPin(entry, keepNothing);
    expect(calls()).toEqual(['upload scaled-p2.png', 'confirm UPLOAD2']);
    expect(photosLeft(entry)).toBe(0);
  });

  it('a lost answer to the pin is sent again with the same id (the server answers the pin it placed)', async () => {
    const entry = await queuedPin(WHERE, BODY, []);
    vi.mocked(api).mockRejectedValueOnce(new NetworkError());
    await expect(sendQueuedPin(entry, keepNothing)).rejects.toBeInstanceOf(NetworkError);
    expect(entry.placed).toBe(false);
    await sendQueuedPin(entry, keepNothing);
    const sent = { params: { projectId: 'P1' }, body: { ...BODY, id: entry.pinId } };
    expect(vi.mocked(api).mock.calls).toEqual([
      ['createPin', sent],
      ['createPin', sent],
    ]);
    expect(entry.placed).toBe(true);
  });

  it('a lost answer to a confirmation confirms the same upload again, never uploading the photo twice', async () => {
    const entry = await queuedPinPhotos(WHERE, { id: 'PIN1', title: 'Leak' }, [photo(1)]);
    vi.mocked(confirmPinPhotos).mockRejectedValueOnce(new NetworkError());
    await expect(sendQueuedPin(entry, keepNothing)).rejects.toBeInstanceOf(NetworkError);
    expect(entry.photos[0]).toMatchObject({ uploadId: 'UPLOAD1' });
    await sendQueuedPin(entry, keepNothing);
    expect(calls()).toEqual(['upload scaled-p1.png', 'confirm UPLOAD1', 'confirm UPLOAD1']);
    expect(entry.photos[0]).toMatchObject({ uploadId: 'UPLOAD1', added: true });
  });

  it('a recorded upload the server says did not arrive is sent afresh; another refusal then stands', async () => {
    const entry = await queuedPinPhotos(WHERE, { id: 'PIN1', title: 'Leak' }, [photo(1)]);
    entry.photos[0] = { file: entry.photos[0]?.file as File, uploadId: 'OLD' };
    vi.mocked(confirmPinPhotos).mockRejectedValueOnce(new ApiError(400, 'A photo did not arrive.'));
    await sendQueuedPin(entry, keepNothing);
    expect(calls()).toEqual(['confirm OLD', 'upload scaled-p1.png', 'confirm UPLOAD1']);

    vi.clearAllMocks();
    const full = await queuedPinPhotos(WHERE, { id: 'PIN1', title: 'Leak' }, [photo(2)]);
    vi.mocked(confirmPinPhotos).mockRejectedValue(new ApiError(400, 'A pin has at most 20 photos'));
    await expect(sendQueuedPin(full, keepNothing)).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toEqual(['upload scaled-p2.png', 'confirm UPLOAD2']);
    vi.mocked(confirmPinPhotos).mockReset();
  });
});

describe('the pin outbox', () => {
  it('keeps the entry through a lost connection, removes it once it went, and marks a refusal with the reason', async () => {
    // Kept as they are: the entry holds Files.
    const store = memoryStore({ clone: false });
    const outbox = createOutbox<QueuedPin>({ ...PIN_OUTBOX, store });
    const entry = await queuedPin(WHERE, BODY, [photo(1)]);
    const gone = await queuedPinPhotos(WHERE, { id: 'GONE', title: 'Deleted pin' }, [photo(2)]);
    await outbox.put(entry);
    await outbox.put(gone);
    const events = { send: sendQueuedPin, onSent: vi.fn(), onRefused: vi.fn() };

    vi.mocked(confirmPinPhotos).mockRejectedValueOnce(new NetworkError());
    expect(await outbox.flush('U1', events)).toEqual({ stalled: true });
    expect(store.map.get(`pin:${entry.id}`)).toMatchObject({ placed: true, photos: [{ uploadId: 'UPLOAD1' }] });
    expect(events.onSent).not.toHaveBeenCalled();

    vi.mocked(uploadPinPhoto).mockImplementation(async (pinId) => {
      if (pinId === 'GONE') throw new ApiError(404, 'Pin not found', 'Pin not found');
      return `UPLOAD${++uploads}`;
    });
    expect(await outbox.flush('U1', events)).toEqual({ stalled: false });
    expect(events.onSent).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api).mock.calls.filter((c) => c[0] === 'createPin')).toHaveLength(1);
    expect(vi.mocked(uploadPinPhoto).mock.calls.filter((c) => c[0] === entry.pinId)).toHaveLength(1);
    expect([...store.map.keys()]).toEqual([`pin:${gone.id}`]);
    expect(outbox.snapshot()).toMatchObject([{ id: gone.id, refused: 'Pin not found' }]);
    expect(events.onRefused).toHaveBeenCalledTimes(1);
  });
});
