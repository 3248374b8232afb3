/** Rules every schedule follows, construction and marketing alike. */
import { invalid } from '../commons/errors.ts';

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
