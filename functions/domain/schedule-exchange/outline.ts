/** The tasks of a schedule in outline order (each phase followed by what it holds), numbered as the writers number them. */
import type { ExchangeTask } from './model.ts';

export interface NumberedTask {
  task: ExchangeTask;
  /** 1, 2, 3… in outline order: MS Project's ID and UID, the CSV's id. */
  number: number;
  /** 1 for a task in no phase. */
  level: number;
  /** "2.1.3": its place in the outline. */
  outline: string;
}

export function inOutlineOrder(tasks: readonly ExchangeTask[]): NumberedTask[] {
  const keys = new Set(tasks.map((t) => t.key));
  const children = new Map<string | undefined, ExchangeTask[]>();
  for (const task of tasks) {
    const parent = task.parentKey !== undefined && keys.has(task.parentKey) ? task.parentKey : undefined;
    children.set(parent, [...(children.get(parent) ?? []), task]);
  }
  const numbered: NumberedTask[] = [];
  const walk = (parent: string | undefined, level: number, prefix: string) => {
    (children.get(parent) ?? []).forEach((task, index) => {
      const outline = `${prefix}${index + 1}`;
      numbered.push({ task, number: numbered.length + 1, level, outline });
      walk(task.key, level + 1, `${outline}.`);
    });
  };
  walk(undefined, 1, '');
  return numbered;
}
