/**
 * Schedule baselines (docs/data-model.md#schedule-baselines): per project and schedule, one register item
 * listing the baselines (at most five, so it stays small) and each baseline's dates in parts
 * (baseline-parts.ts). Access patterns:
 * - the baselines of a schedule: GetItem PK=BASELINES#<kind>#<projectId>, SK=REGISTER
 * - one baseline's dates: Query PK=BASELINES#<kind>#<projectId>, SK begins_with BASELINE#<id>#
 * Every write puts the whole register, conditional on the version read, in one transaction with the parts it
 * adds or removes: two saves at once cannot both take the fifth place.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BaselineDates, BaselineSummary } from '#shared/models/schedule-baseline.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { packDates, unpackDates } from './baseline-parts.ts';
import { Refused } from './refusals.ts';
import type { ScheduleKind } from './schedule-tasks.ts';
import { type Key, queryAll, table } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';

/** A baseline as the register lists it: its summary and how many parts hold its dates. */
export interface BaselineEntry extends BaselineSummary {
  parts: number;
}

/** The baselines of a schedule as read, with the version a write is conditional on (0: none saved yet). */
export interface BaselineRegister {
  kind: ScheduleKind;
  projectId: string;
  version: number;
  baselines: BaselineEntry[];
}

const partition = (kind: ScheduleKind, projectId: string) => `BASELINES#${kind}#${projectId}`;
const registerKey = (kind: ScheduleKind, projectId: string): Key => ({
  PK: partition(kind, projectId),
  SK: 'REGISTER',
});
const partPrefix = (id: string) => `BASELINE#${id}#`;
const partKey = (register: BaselineRegister, id: string, n: number): Key => ({
  PK: partition(register.kind, register.projectId),
  SK: `${partPrefix(id)}${String(n).padStart(2, '0')}`,
});

export async function getBaselineRegister(kind: ScheduleKind, projectId: string): Promise<BaselineRegister> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: registerKey(kind, projectId), ConsistentRead: true }),
  );
  return {
    kind,
    projectId,
    version: Number(res.Item?.version ?? 0),
    baselines: (res.Item?.baselines as BaselineEntry[] | undefined) ?? [],
  };
}

/** The dates of a baseline the register lists, in the order they were saved. */
export async function getBaselineDates(register: BaselineRegister, id: string): Promise<BaselineDates[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partition(register.kind, register.projectId), ':prefix': partPrefix(id) },
    ConsistentRead: true,
  });
  return unpackDates(items.sort((a, b) => (a.SK < b.SK ? -1 : 1)).map((item) => String(item.dates)));
}

/** The register put with `baselines`, conditional on the version read. */
function registerPut(register: BaselineRegister, baselines: BaselineEntry[]): Labeled {
  return {
    label: 'register',
    item: {
      Put: {
        TableName: table(),
        Item: {
          ...registerKey(register.kind, register.projectId),
          itemType: 'schedule-baselines',
          version: register.version + 1,
          baselines,
        },
        ...(register.version === 0
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': register.version } }),
      },
    },
  };
}

/** Refused (`conflict`, `baseline`) when the register changed since it was read. */
const writeRegister = (items: Labeled[]) =>
  transactOrRefuse([items], (labels) =>
    labels.includes('register') ? new Refused('conflict', 'baseline') : undefined,
  );

/** Adds a baseline with its dates after the ones `register` lists. */
export async function insertBaseline(
  register: BaselineRegister,
  summary: BaselineSummary,
  dates: readonly BaselineDates[],
): Promise<void> {
  const parts = packDates(dates);
  await writeRegister([
    registerPut(register, [...register.baselines, { ...summary, parts: parts.length }]),
    ...parts.map((text, n) => ({
      label: `part ${n}`,
      item: {
        Put: {
          TableName: table(),
          Item: { ...partKey(register, summary.id, n), itemType: 'schedule-baseline-part', dates: text },
        },
      },
    })),
  ]);
}

/** Gives the baseline `id` of the register a new name. */
export async function renameBaselineEntry(register: BaselineRegister, id: string, name: string): Promise<void> {
  await writeRegister([
    registerPut(
      register,
      register.baselines.map((b) => (b.id === id ? { ...b, name } : b)),
    ),
  ]);
}

/** Removes the baseline `id` of the register with its dates. */
export async function deleteBaselineEntry(register: BaselineRegister, id: string): Promise<void> {
  const entry = register.baselines.find((b) => b.id === id);
  await writeRegister([
    registerPut(
      register,
      register.baselines.filter((b) => b.id !== id),
    ),
    ...Array.from({ length: entry?.parts ?? 0 }, (_, n) => ({
      label: `part ${n}`,
      item: { Delete: { TableName: table(), Key: partKey(register, id, n) } },
    })),
  ]);
}
