/** Rules every schedule follows, construction and marketing alike. */
import { invalid } from '../commons/errors.ts';
import { MAX_PHASE_DEPTH } from './schedule-exchange/model.ts';

export function assertDatesInOrder(start: string, finish: string): void {
  if (Date.parse(finish) < Date.parse(start)) throw invalid('End Date cannot be before Start Date');
}

interface Node {
  _id: string;
  task_name: string;
  dependencies: string[];
}

/**
 * A task's dependencies must be other tasks of its project, and must not lead back to it.
 * `tasks` are the project's tasks as they will be after the change.
 */
export function assertDependencies(taskId: string, dependencies: string[], tasks: Node[]): void {
  const byId = new Map(tasks.map((t) => [t._id, t]));
  if (dependencies.includes(taskId)) throw invalid('A task cannot depend on itself');
  const unknown = dependencies.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw invalid('Dependencies must be tasks of the same project');
  const path = findPath(dependencies, taskId, byId);
  if (path) {
    const self = byId.get(taskId)?.task_name ?? 'this task';
    const names = [self, ...path.map((id) => byId.get(id)?.task_name ?? id)];
    throw invalid(`These dependencies would make a cycle: ${names.join(' → ')}`);
  }
}

/** A chain of dependencies from one of `starts` to `target`, or undefined. */
function findPath(starts: string[], target: string, byId: Map<string, Node>): string[] | undefined {
  const seen = new Set<string>();
  const stack: { id: string; path: string[] }[] = starts.map((id) => ({ id, path: [id] }));
  while (stack.length > 0) {
    const { id, path } = stack.pop() as { id: string; path: string[] };
    if (id === target) return path;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of byId.get(id)?.dependencies ?? []) stack.push({ id: next, path: [...path, next] });
  }
  return undefined;
}

interface Placed {
  _id: string;
  type?: string;
  parent_id?: string;
}

/**
 * A task's phase must be a task of type project of its schedule (`tasks` are the schedule as it will be,
 * the task included), never the task itself or one of its own tasks, and no task may end up more than
 * five levels deep. A phase that holds tasks stays of type project.
 */
export function assertPhase(task: Placed, tasks: readonly Placed[]): void {
  const byId = new Map(tasks.map((t) => [t._id, t]));
  const childrenOf = new Map<string, Placed[]>();
  for (const t of tasks) {
    if (t.parent_id) childrenOf.set(t.parent_id, [...(childrenOf.get(t.parent_id) ?? []), t]);
  }
  if (task.type !== 'project' && (childrenOf.get(task._id) ?? []).length > 0) {
    throw invalid('A phase that holds tasks must stay of type Project');
  }
  if (!task.parent_id) return;
  const parent = byId.get(task.parent_id);
  if (!parent) throw invalid('The parent phase must be a task of the same schedule');
  if (parent.type !== 'project') throw invalid('The parent phase must be a task of type Project');
  let above = 0;
  for (let at: Placed | undefined = parent; at; at = at.parent_id ? byId.get(at.parent_id) : undefined) {
    if (at._id === task._id) throw invalid('A phase cannot be put inside itself or one of its own tasks');
    above++;
    if (above > tasks.length) break;
  }
  if (above + levelsOf(task._id, childrenOf) > MAX_PHASE_DEPTH) {
    throw invalid(`Phases can hold tasks at most ${MAX_PHASE_DEPTH} levels deep`);
  }
}

/** The levels a task takes with the tasks it holds: 1 for a task, 2 for a phase of tasks, and so on. */
function levelsOf(id: string, childrenOf: ReadonlyMap<string, Placed[]>, seen = new Set<string>()): number {
  if (seen.has(id)) return 0;
  seen.add(id);
  return 1 + Math.max(0, ...(childrenOf.get(id) ?? []).map((c) => levelsOf(c._id, childrenOf, seen)));
}
