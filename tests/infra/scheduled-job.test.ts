/**
 * The scheduled-job construct (infra/constructs/scheduled-job.ts) on a stack of its own, with a made-up
 * daily job; the deployed entries of functions/jobs/schedules.ts (the recycle-bin purge) are checked in
 * the synthesized app by tests/infra/stacks.test.ts.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { cronExpression } from '#functions/jobs/schedules.ts';
import { JobSchedule } from '../../infra/constructs/scheduled-job.ts';
import { actionsOf, logicalIdOf, policyStatementsOfRole, resourcesOf } from './synth.ts';

function synth() {
  const stack = new Stack(new App(), 'Probe');
  const queue = new sqs.Queue(stack, 'Queue');
  const schedule = new JobSchedule(stack, 'Nightly', {
    schedule: { name: 'nightly-probe', job: { kind: 'deleteFolder', id: 'nightly' }, dailyAt: '07:00' },
    queue,
  });
  return { stack, queue, schedule, template: Template.fromStack(stack) };
}

describe('a scheduled job on EventBridge Scheduler', () => {
  it('sends its message to its queue every day at 07:00 Toronto time', () => {
    const { stack, template, queue, schedule } = synth();
    const id = stack.resolve(schedule.cfnSchedule.logicalId) as string;
    const p = resourcesOf(template, 'AWS::Scheduler::Schedule')[id]?.Properties;
    expect(p).toMatchObject({
      ScheduleExpression: 'cron(0 7 * * ? *)',
      ScheduleExpressionTimezone: 'America/Toronto',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(queue), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalIdOf(schedule.role), 'Arn'] },
        Input: JSON.stringify({ kind: 'deleteFolder', id: 'nightly' }),
      },
    });
  });

  it('runs with a role that EventBridge Scheduler assumes and that may only send to that one queue', () => {
    const { template, queue, schedule } = synth();
    const role = resourcesOf(template, 'AWS::IAM::Role')[logicalIdOf(schedule.role)]?.Properties;
    expect(JSON.stringify(role?.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const statements = policyStatementsOfRole(template, logicalIdOf(schedule.role));
    expect(actionsOf(statements)).toEqual(['sqs:SendMessage']);
    expect(statements.map((st) => st.Resource)).toEqual([{ 'Fn::GetAtt': [logicalIdOf(queue), 'Arn'] }]);
  });

  it('writes a daily time as a cron expression and refuses anything else', () => {
    expect(cronExpression('23:05')).toBe('cron(5 23 * * ? *)');
    expect(() => cronExpression('24:00')).toThrow('Not a HH:MM time');
  });
});
