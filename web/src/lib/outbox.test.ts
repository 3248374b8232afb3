import { describe, expect, it, vi } from 'vitest';
import { createOutbox, type FlushEvents, type OutboxEntry } from './outbox.ts';
import { memoryStore } from './testing/memory-store.ts';
import { retryDelay } from './use-outbox-sender.ts';

interface Entry extends OutboxEntry {
  text: string;
  steps?: number;
}

class Offline extends Error {}
class Refusal extends Error {}

function setup() {
  const store = memoryStore();
  const outbox = createOutbox<Entry>({
    prefix: 'test:',
    isTransient: (error) => error instanceof Offline,
    refusal: (error) => (error instanceof Error ? error.message : 'refused'),
    store,
  });
  const sent: string[] = [];
  const refused: string[] = [];
  const events = (send: FlushEvents<Entry>['send']): FlushEvents<Entry> => ({
    send,
    onSent: (entry) => sent.push(entry.id),
    onRefused: (entry) => refused.push(`${entry.id}: ${entry.refused}`),
  });
  return { store, outbox, sent, refused, events };
}

const entry = (id: string, userId = 'U1'): Entry => ({ id, userId, text: `entry ${id}` });

describe('createOutbox', () => {
  it('keeps entries under its own prefix, lists them in id order and tells its listeners', async () => {
    const { store, outbox } = setup();
    store.map.set('other:1', { id: '0', userId: 'U1' });
    const listener = vi.fn();
    const stop = outbox.subscribe(listener);
    await outbox.put(entry('B'));
    await outbox.put(entry('A'));
    expect(outbox.snapshot().map((e) => e.id)).toEqual(['A', 'B']);
    expect([...store.map.keys()].sort()).toEqual(['other:1', 'test:A', 'test:B']);
    expect(listener).toHaveBeenCalled();
    await outbox.remove('A');
    expect(outbox.snapshot().map((e) => e.id)).toEqual(['B']);
    stop();
  });

  it("sends the user's entries oldest first and removes each once it went, not another user's", async () => {
    const { store, outbox, sent, events } = setup();
    await outbox.put(entry('B'));
    await outbox.put(entry('A'));
    await outbox.put(entry('C', 'U2'));
    const send = vi.fn(async () => undefined);
    expect(await outbox.flush('U1', events(send))).toEqual({ stalled: false });
    expect(sent).toEqual(['A', 'B']);
    expect([...store.map.keys()]).toEqual(['test:C']);
  });

  it('stops at a transient failure, keeps that entry and the ones behind it, and sends them on the next run', async () => {
    const { store, outbox, sent, events } = setup();
    await outbox.put(entry('A'));
    await outbox.put(entry('B'));
    const send = vi.fn(async (e: Entry) => {
      if (e.id === 'A') throw new Offline();
    });
    expect(await outbox.flush('U1', events(send))).toEqual({ stalled: true });
    expect(sent).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect([...store.map.keys()].sort()).toEqual(['test:A', 'test:B']);

    expect(
      await outbox.flush(
        'U1',
        events(async () => undefined),
      ),
    ).toEqual({ stalled: false });
    expect(sent).toEqual(['A', 'B']);
    expect(store.map.size).toBe(0);
  });

  it('marks a refusal for good with its reason, keeps the entry for the person and sends the rest', async () => {
    const { store, outbox, sent, refused, events } = setup();
    await outbox.put(entry('A'));
    await outbox.put(entry('B'));
    const send = vi.fn(async (e: Entry) => {
      if (e.id === 'A') throw new Refusal('This daily log is signed off.');
    });
    expect(await outbox.flush('U1', events(send))).toEqual({ stalled: false });
    expect(refused).toEqual(['A: This daily log is signed off.']);
    expect(sent).toEqual(['B']);
    expect(store.map.get('test:A')).toEqual({ ...entry('A'), refused: 'This daily log is signed off.' });
    // A refused entry is not sent again by itself.
    send.mockClear();
    await outbox.flush('U1', events(send));
    expect(send).not.toHaveBeenCalled();
  });

  it('stores each step that went at once, so a run cut off resumes where it stopped', async () => {
    const { store, outbox, events } = setup();
    await outbox.put(entry('A'));
    const stepped = events(async (e, keep) => {
      e.steps = (e.steps ?? 0) + 1;
      await keep(e);
      throw new Offline();
    });
    await outbox.flush('U1', stepped);
    expect(store.map.get('test:A')).toEqual({ ...entry('A'), steps: 1 });
  });

  it('runs one flush at a time: a second call while one runs answers the same run', async () => {
    const { outbox, sent, events } = setup();
    await outbox.put(entry('A'));
    let release = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = outbox.flush('U1', events(send));
    const second = outbox.flush('U1', events(send));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    expect(await first).toEqual({ stalled: false });
    expect(await second).toEqual({ stalled: false });
    expect(sent).toEqual(['A']);
  });

  it("never writes over the person's change made while an entry was being sent", async () => {
    const { store, outbox, sent, refused, events } = setup();
    await outbox.put(entry('A'));
    // Sent, but saved again meanwhile: the new version stays and goes next.
    const replacing = vi.fn(async (e: Entry) => {
      if (e.text === 'entry A') await outbox.put({ ...entry('A'), text: 'newer' });
    });
    expect(await outbox.flush('U1', events(replacing))).toEqual({ stalled: false });
    expect(replacing.mock.calls.map(([e]) => e.text)).toEqual(['entry A', 'newer']);
    expect(sent).toEqual(['A', 'A']);
    expect(store.map.size).toBe(0);

    // Refused, but discarded meanwhile: it does not come back as refused.
    await outbox.put(entry('B'));
    const discarded = vi.fn(async () => {
      await outbox.remove('B');
      throw new Refusal('Reload it and try again.');
    });
    await outbox.flush('U1', events(discarded));
    expect(refused).toEqual([]);
    expect(store.map.size).toBe(0);

    // A step kept after the person replaced the entry does not undo their version.
    await outbox.put(entry('C'));
    await outbox.flush(
      'U1',
      events(async (e, keep) => {
        await outbox.put({ ...entry('C'), text: 'theirs' });
        await keep({ ...e, steps: 1 });
        throw new Offline();
      }),
    );
    expect(store.map.get('test:C')).toEqual({ ...entry('C'), text: 'theirs' });
  });

  it('loses nothing when the storage fails: the flush fails and the entry stays', async () => {
    const { store, outbox, sent, events } = setup();
    await outbox.put(entry('A'));
    store.failing = true;
    await expect(
      outbox.flush(
        'U1',
        events(async () => undefined),
      ),
    ).rejects.toThrow('storage failed');
    expect(sent).toEqual([]);
    store.failing = false;
    expect([...store.map.keys()]).toEqual(['test:A']);
    // The next run reads the store again and sends it.
    expect(
      await outbox.flush(
        'U1',
        events(async () => undefined),
      ),
    ).toEqual({ stalled: false });
    expect(sent).toEqual(['A']);
    expect(store.map.size).toBe(0);
  });
});

describe('retryDelay', () => {
  it('doubles from 2 seconds up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});

describe('two windows of the app over one store (an installed app and a browser tab)', () => {
  /** The Web Locks API's exclusive request, as a queue per name. */
  function fakeLocks() {
    const queues = new Map<string, Promise<unknown>>();
    return {
      request<R>(name: string, run: () => Promise<R>): Promise<R> {
        const before = queues.get(name) ?? Promise.resolve();
        const result = before.then(run, run);
        queues.set(
          name,
          result.catch(() => undefined),
        );
        return result;
      },
    };
  }

  it('R-OUT1: send an entry once, not once from each window', async () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: fakeLocks() });
    try {
      const store = memoryStore();
      const options = { prefix: 'test:', isTransient: () => false, refusal: () => 'refused', store };
      const [first, second] = [createOutbox<Entry>(options), createOutbox<Entry>(options)];
      await first.put(entry('A'));
      second.subscribe(() => undefined);
      let sends = 0;
      const events: FlushEvents<Entry> = {
        send: async () => {
          sends += 1;
          await new Promise((resolve) => setTimeout(resolve, 0));
        },
        onSent: () => undefined,
        onRefused: () => undefined,
      };
      await Promise.all([first.flush('U1', events), second.flush('U1', events)]);
      expect(sends).toBe(1);
      expect(store.map.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
