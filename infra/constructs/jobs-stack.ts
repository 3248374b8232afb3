/**
 * The background jobs (docs/architecture.md#background-work-on-aws-engines) in a nested stack of the API
 * stack: per job kind its queue, dead-letter queue, alarm and consumer, and the EventBridge Scheduler
 * schedules that start jobs. Each kind is about a dozen resources; kept apart like the feature stacks, they
 * leave the API stack its room to grow toward CloudFormation's 500 resources per stack
 * (tests/infra/headroom.test.ts).
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { JOB_KINDS, type JobKind } from '#functions/commons/metric-names.ts';
import { SCHEDULED_JOBS } from '#functions/jobs/schedules.ts';
import type { LambdaArchitecture } from '../config.ts';
import { jobPermissions } from '../function-permissions.ts';
import { pascal } from '../names.ts';
import type { GrantResources } from './grants.ts';
import { JobQueue } from './job-queue.ts';
import { JobSchedule } from './scheduled-job.ts';

export interface JobsStackProps extends NestedStackProps {
  consumerDirs: Record<JobKind, string>;
  architecture?: LambdaArchitecture;
  alarmTopic: sns.ITopic;
  /** What the consumers' grants refer to (the job queues are this stack's own). */
  resources: Omit<GrantResources, 'jobQueues'>;
}

export class JobsStack extends NestedStack {
  /** One queue, dead-letter queue and consumer per job kind. */
  readonly jobs = new Map<JobKind, JobQueue>();
  /** Each job kind's queue, for the functions that start or continue it. */
  readonly queues = new Map<JobKind, sqs.IQueue>();
  /** One schedule per entry of functions/jobs/schedules.ts, by its name. */
  readonly schedules = new Map<string, JobSchedule>();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, {
      description: 'Site office: the background job queues, their consumers and schedules',
      ...props,
    });
    for (const kind of JOB_KINDS) {
      const job = new JobQueue(this, `Job${kind.charAt(0).toUpperCase()}${kind.slice(1)}`, {
        kind,
        codeDir: props.consumerDirs[kind],
        architecture: props.architecture,
        alarmTopic: props.alarmTopic,
        grants: jobPermissions[kind],
        resources: { ...props.resources, jobQueues: this.queues },
      });
      this.jobs.set(kind, job);
    }
    for (const schedule of SCHEDULED_JOBS) {
      const queue = this.queues.get(schedule.job.kind);
      if (!queue) throw new Error(`The schedule ${schedule.name} names ${schedule.job.kind}, which has no queue`);
      this.schedules.set(schedule.name, new JobSchedule(this, `Schedule${pascal(schedule.name)}`, { schedule, queue }));
    }
  }
}
