/**
 * Project search on a large project (docs/performance.md#project-search): 10,000 files, 2,000 tasks and
 * 20,000 notes written straight into the bench stack's table with their index items (made by the
 * indexer's own code, 25 items per BatchWriteItem, several in flight), then search latency p50/p95 and
 * DynamoDB requests per search through the API, and what an upload costs with index maintenance.
 * The stack runs in this process, so its environment already points the SDK at the emulator.
 */
import { measure } from '../functions/commons/request-metrics.ts';
import { applyChange, docOf, indexItemsFor } from '../functions/data/search-index.ts';
import type { Item } from '../functions/data/table.ts';
import { batchWrite } from '../functions/data/table.ts';
import type { RunningStack } from '../local/stack.ts';
import type { DocumentFile, UploadStart } from '../shared/models/documents.ts';
import type { SearchAnswer } from '../shared/models/search.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';
import { round, summarize } from './timing.ts';

export interface SearchBench {
  files: number;
  tasks: number;
  notes: number;
  seedSeconds: number;
  indexItems: number;
  queries: { query: string; results: number; p50: number; p95: number; dynamodbRequests: number }[];
  searchP50: number;
  searchP95: number;
  maxDynamodbRequestsPerSearch: number;
  upload: {
    apiRequests: number;
    indexerRequests: number;
    indexItemsWritten: number;
    indexBytesPerFile: number;
    renameIndexerRequests: number;
  };
}

const WORDS = {
  discipline: ['A', 'S', 'M', 'E', 'P', 'C', 'L'],
  room: ['Kitchen', 'Lobby', 'Stair', 'Elevator', 'Parkade', 'Roof', 'Corridor', 'Suite', 'Amenity', 'Café'],
  sheet: ['Plan', 'Elevation', 'Section', 'Detail', 'Schedule', 'Layout', 'Reflected Ceiling', 'Finish'],
  author: ['Project Architect', 'Structural Engineer', 'Mécanique Conseil', 'Site Superintendent', 'Interior Designer'],
  trade: ['Framing', 'Drywall', 'Electrical rough-in', 'Plumbing', 'Concrete pour', 'Waterproofing', 'Glazing'],
  owner: ['Bruno (framing)', 'Aïsha Electric', 'Delta Plumbing', 'North Glass', 'Site team'],
  note: [
    'inspector',
    'moisture',
    'reading',
    'delivery',
    'delayed',
    'crane',
    'booked',
    'rework',
    'needed',
    'approved',
    'drawing',
    'revision',
    'weather',
    'stopped',
    'pour',
    'tomorrow',
    'morning',
    'level',
    'north',
    'wall',
  ],
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
/** Deterministic ULID-shaped ids, so a run is repeatable. */
const id = (prefix: string, n: number) => `01BENCH${prefix}${String(n).padStart(18, '0')}`.slice(0, 26);

function fileItem(projectId: string, n: number): Item {
  const module = pick(['plan', 'plan', 'construction', 'marketing'] as const, n);
  const name = `${pick(WORDS.discipline, n)}-${100 + (n % 900)} ${pick(WORDS.room, n >> 1)} ${pick(WORDS.sheet, n >> 2)} Rev ${String.fromCharCode(65 + (n % 6))}.pdf`;
  return {
    PK: `FILE#${id('F', n)}`,
    SK: '#FILE',
    _id: id('F', n),
    original_name: name,
    author: pick(WORDS.author, n >> 3),
    size: 1024,
    module,
    projectId,
    folderId: 'root',
    s3Key: `files/${id('F', n)}`,
  };
}

function taskItem(projectId: string, n: number): Item {
  const marketing = n % 5 === 0;
  const kind = marketing ? 'MTASK' : 'TASK';
  return {
    PK: `${kind}#${id('T', n)}`,
    SK: kind,
    _id: id('T', n),
    projectId,
    task_name: `${pick(WORDS.trade, n)} ${pick(WORDS.room, n >> 1)} level ${1 + (n % 30)}`,
    owner: pick(WORDS.owner, n >> 2),
    dependencies: [],
  };
}

function noteItem(task: Item, n: number): Item {
  const words = Array.from({ length: 8 + (n % 7) }, (_, i) => pick(WORDS.note, n * 7 + i * 3));
  return {
    PK: task.PK,
    SK: `NOTE#${id('N', n)}`,
    _id: id('N', n),
    text: `${words.join(' ')}.`,
    user_name: pick(WORDS.owner, n),
    date: '2026-11-02T14:00:00.000Z',
  };
}

/** DynamoDB's item size: attribute names plus values (strings by UTF-8 bytes, numbers about 8, lists summed). */
function itemBytes(item: Item): number {
  const size = (value: unknown): number =>
    typeof value === 'string'
      ? Buffer.byteLength(value)
      : typeof value === 'number'
        ? 8
        : Array.isArray(value)
          ? 3 + value.reduce((sum: number, v) => sum + 1 + size(v), 0)
          : 1;
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + size(value), 0);
}

async function writeAll(items: Item[], parallel = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const chunk = items.slice(next, next + 25);
        next += 25;
        await batchWrite(chunk.map((Item) => ({ PutRequest: { Item } })));
      }
    }),
  );
}

export async function measureSearch(
  stack: RunningStack,
  sizes = { files: 10_000, tasks: 2_000, notes: 20_000 },
): Promise<SearchBench> {
  const anonymous = new BenchClient(stack.endpoints.web);
  const session = (await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN)).body;
  const api = anonymous.withToken(session.access_token);
  const project = (await api.call<Project>('POST', '/api/projects', { name: `Search ${Date.now()}` })).body;

  const started = performance.now();
  const records: Item[] = [];
  const index: Item[] = [];
  const add = (item: Item, task?: Item) => {
    records.push(item);
    const doc = docOf({ keys: { PK: item.PK, SK: item.SK }, image: item }, task);
    if (doc) index.push(...indexItemsFor(doc));
  };
  for (let n = 0; n < sizes.files; n++) add(fileItem(project._id, n));
  const tasks = Array.from({ length: sizes.tasks }, (_, n) => taskItem(project._id, n));
  for (const task of tasks) add(task);
  const construction = tasks.filter((t) => t.SK === 'TASK');
  for (let n = 0; n < sizes.notes; n++) {
    const task = pick(construction, n);
    add(noteItem(task, n), task);
  }
  await writeAll([...records, ...index]);
  const seedSeconds = round((performance.now() - started) / 1000, 1);

  const queries = [
    'kitch',
    'elev',
    'café plan',
    'rev c',
    'a-101',
    'moist',
    'inspector crane',
    'drywall',
    'aisha',
    'reflected ceil',
  ];
  const perQuery: SearchBench['queries'] = [];
  const all: number[] = [];
  let maxRequests = 0;
  for (const query of queries) {
    const path = `/api/projects/${project._id}/search?q=${encodeURIComponent(query)}`;
    await api.call('GET', path);
    const samples: number[] = [];
    let last = await api.call<SearchAnswer>('GET', path);
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      last = await api.call<SearchAnswer>('GET', path);
      samples.push(performance.now() - t);
    }
    if (last.status !== 200) throw new Error(`search ${query} answered ${last.status}`);
    all.push(...samples);
    maxRequests = Math.max(maxRequests, last.dynamodbRequests);
    const s = summarize(samples);
    perQuery.push({
      query,
      results: last.body.groups.reduce((sum, g) => sum + g.results.length, 0),
      p50: round(s.p50),
      p95: round(s.p95),
      dynamodbRequests: last.dynamodbRequests,
    });
  }
  const overall = summarize(all);

  // One upload through the browser's path, then what the stream consumer does for its record.
  const bytes = new TextEncoder().encode('%PDF-1.4 search bench');
  const started2 = await api.call<UploadStart>('POST', '/api/uploads', {
    module: 'plan',
    projectId: project._id,
    folderId: 'root',
    fileName: 'A-101 Kitchen Plan Rev C.pdf',
    size: bytes.length,
    contentType: 'application/pdf',
    author: 'Project Architect',
  });
  const start = started2.body;
  if (start.mode !== 'single') throw new Error('expected a single PUT');
  await fetch(start.url, { method: 'PUT', headers: start.headers, body: bytes });
  const complete = await api.call<DocumentFile>('POST', `/api/uploads/${start.uploadId}/complete`, {});
  const fileImage: Item = { PK: `FILE#${complete.body._id}`, SK: '#FILE', ...complete.body, s3Key: `files/x` };
  const keys = { PK: fileImage.PK, SK: fileImage.SK };
  const doc = docOf({ keys, image: fileImage });
  const written = doc ? indexItemsFor(doc) : [];
  const inserted = await measure(() => applyChange({ keys, newImage: fileImage }));
  const renamed = await measure(() =>
    applyChange({
      keys,
      oldImage: fileImage,
      newImage: { ...fileImage, original_name: 'A-101 Kitchen Plan Rev D.pdf' },
    }),
  );

  return {
    ...sizes,
    seedSeconds,
    indexItems: index.length,
    queries: perQuery,
    searchP50: round(overall.p50),
    searchP95: round(overall.p95),
    maxDynamodbRequestsPerSearch: maxRequests,
    upload: {
      apiRequests: started2.dynamodbRequests + complete.dynamodbRequests,
      indexerRequests: inserted.metrics.dynamodb,
      indexItemsWritten: written.length,
      indexBytesPerFile: written.reduce((sum, item) => sum + itemBytes(item), 0),
      renameIndexerRequests: renamed.metrics.dynamodb,
    },
  };
}
