/**
 * A confirmation sent again reads the photos it names with one batchGet (one BatchGetItem for a pin's 20),
 * strongly consistent, not one GetItem per photo.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { batchGet, type Key } from './table.ts';

/** The pin P1 has the photos U0 to U9. */
const stored = Array.from({ length: 10 }, (_, i) => ({ PK: 'PIN#P1', SK: `PHOTO#U${i}`, _id: `U${i}`, pinId: 'P1' }));
vi.mock('./table.ts', async (original) => ({
  ...(await original<typeof import('./table.ts')>()),
  batchGet: vi.fn(async (keys: Key[]) =>
    stored.filter((item) => keys.some((k) => k.PK === item.PK && k.SK === item.SK)),
  ),
}));

const { getPinPhotos } = await import('./pin-photos.ts');

describe('getPinPhotos', () => {
  it(`reads ${MAX_PIN_PHOTOS} photos in one strongly consistent batch and leaves out those the pin does not have`, async () => {
    vi.mocked(batchGet).mockClear();
    const ids = Array.from({ length: MAX_PIN_PHOTOS }, (_, i) => `U${i}`);
    const photos = await getPinPhotos('P1', ids);
    expect(vi.mocked(batchGet).mock.calls).toHaveLength(1);
    const [keys, consistent] = vi.mocked(batchGet).mock.calls[0] ?? [];
    expect(keys).toHaveLength(MAX_PIN_PHOTOS);
    expect(keys?.[3]).toEqual({ PK: 'PIN#P1', SK: 'PHOTO#U3' });
    expect(consistent).toBe(true);
    expect(photos.map((p) => p._id).sort()).toEqual(ids.slice(0, 10).sort());
    // The table's keys are not part of the record.
    expect(photos[0]).not.toHaveProperty('PK');
  });

  it('asks nothing for no ids', async () => {
    vi.mocked(batchGet).mockClear();
    expect(await getPinPhotos('P1', [])).toEqual([]);
    expect(batchGet).not.toHaveBeenCalled();
  });
});
