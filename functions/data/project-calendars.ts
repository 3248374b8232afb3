/**
 * A project's working-day calendar (docs/data-model.md#project-calendar), one item per project. Access patterns:
 * - a project's calendar: GetItem PK=PROJECT#<projectId>, SK=CALENDAR
 * - replace it (the Working days dialog, an MS Project import): PutItem of the whole item
 * No item: the project has never saved one, and works Monday to Friday without days off.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectCalendar } from '#shared/models/calendar.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type Item, table } from './table.ts';

const calendarKey = (projectId: string) => ({ PK: `PROJECT#${projectId}`, SK: 'CALENDAR' });

function fromItem(item: Item): ProjectCalendar {
  return {
    workingWeekdays: (item.workingWeekdays as number[] | undefined) ?? [],
    daysOff: ((item.daysOff as { date: string; name: string }[] | undefined) ?? []).map(({ date, name }) => ({
      date,
      name,
    })),
  };
}

/** The stored calendar, or undefined when the project has none yet. */
export async function getProjectCalendar(projectId: string): Promise<ProjectCalendar | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: calendarKey(projectId), ConsistentRead: true }),
  );
  return res.Item ? fromItem(res.Item) : undefined;
}

/** The project's calendar becomes `calendar`, whole. */
export async function putProjectCalendar(
  projectId: string,
  calendar: ProjectCalendar,
  updatedAt: string,
  updatedBy: string,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...calendarKey(projectId),
        type: 'ProjectCalendar',
        projectId,
        workingWeekdays: calendar.workingWeekdays,
        daysOff: calendar.daysOff.map(({ date, name }) => ({ date, name })),
        updatedAt,
        updatedBy,
      },
    }),
  );
}
