/**
 * Many people's notification settings are read in batches: BatchGetItem requests of 100 keys, strongly
 * consistent, not one GetItem per person (the DynamoDB client is a fake that counts the requests).
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const requests: unknown[] = [];
const stored = new Map([['USER#U7', { PK: 'USER#U7', SK: 'NOTIFY', choice_taskDue: 'never', follows: ['D1'] }]]);
vi.mock('../commons/aws-clients.ts', () => ({
  dynamo: () => ({
    send: async (command: unknown) => {
      requests.push(command);
      if (!(command instanceof BatchGetCommand)) throw new Error('only BatchGetItem is expected');
      const keys = command.input.RequestItems?.[process.env.TABLE_NAME ?? '']?.Keys ?? [];
      const found = keys.flatMap((key) => stored.get(String(key.PK)) ?? []);
      return { Responses: { [process.env.TABLE_NAME ?? '']: found } };
    },
  }),
}));

beforeAll(() => {
  process.env.TABLE_NAME = 'site-office-test';
});

const { notificationSettingsOfUsers } = await import('./notification-settings.ts');

describe('notificationSettingsOfUsers', () => {
  it('reads 250 people in three BatchGetItem requests, and gives each their own settings', async () => {
    requests.length = 0;
    const ids = Array.from({ length: 250 }, (_, i) => `U${i}`);
    const settings = await notificationSettingsOfUsers([...ids, 'U7']);
    expect(requests).toHaveLength(3);
    const asked = requests.map((r) => (r as BatchGetCommand).input.RequestItems?.['site-office-test']);
    expect(asked.map((a) => a?.Keys?.length)).toEqual([100, 100, 50]);
    expect(asked.map((a) => a?.ConsistentRead)).toEqual([true, true, true]);
    expect(settings.size).toBe(250);
    expect(settings.get('U7')).toEqual({ choices: { taskDue: 'never' }, follows: ['D1'] });
    expect(settings.get('U8')).toEqual({ choices: {}, follows: [] });
  });

  it('asks nothing for nobody', async () => {
    requests.length = 0;
    expect((await notificationSettingsOfUsers([])).size).toBe(0);
    expect(requests).toEqual([]);
  });
});
