/**
 * A scheduled job (docs/architecture.md#background-work-on-aws-engines): an EventBridge Scheduler schedule
 * in the America/Toronto time zone that sends the job's message to its kind's queue every day at the given
 * wall-clock time (functions/jobs/schedules.ts), with a role that may only send to that queue. The queue's
 * consumer does the work, with the queue's retries and dead-letter queue.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { cronExpression, SCHEDULE_TIME_ZONE, type ScheduledJob } from '#functions/jobs/schedules.ts';
import { ENQUEUE_ACTIONS } from '../function-permissions.ts';

export interface ScheduledJobProps {
  schedule: ScheduledJob;
  /** The queue of the schedule's job kind. */
  queue: sqs.IQueue;
}

export class JobSchedule extends Construct {
  readonly role: iam.Role;
  readonly cfnSchedule: scheduler.CfnSchedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { schedule, queue } = props;
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: `Lets the ${schedule.name} schedule send its message to the ${schedule.job.kind} job queue`,
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [...ENQUEUE_ACTIONS], resources: [queue.queueArn] }),
    );
    this.cfnSchedule = new scheduler.CfnSchedule(this, 'Schedule', {
      description: `${schedule.name}: ${schedule.job.kind} every day at ${schedule.dailyAt} Toronto time`,
      scheduleExpression: cronExpression(schedule.dailyAt),
      scheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: queue.queueArn,
        roleArn: this.role.roleArn,
        input: JSON.stringify(schedule.job),
        retryPolicy: { maximumRetryAttempts: 5, maximumEventAgeInSeconds: 3600 },
      },
    });
  }
}
