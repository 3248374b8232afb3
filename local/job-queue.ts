/**
 * One SQS queue of `npm start`, in process (docs/architecture.md#background-work-on-aws-engines), with the
 * semantics the job consumers rely on in AWS:
 * - a received message is invisible for the visibility timeout; the consumer's partial batch response (or
 *   its throw) leaves it there, and it is delivered again once that time has passed;
 * - a delivery still running is not delivered again: in AWS the visibility timeout is six times the
 *   consumer's timeout (infra/constructs/job-queue.ts), so Lambda has stopped an invocation long before its
 *   message is visible again; here a consumer is not stopped at its deadline (a step on a loaded machine
 *   can outrun it), so the queue extends the message's visibility while the delivery runs, as a consumer
 *   can with ChangeMessageVisibility, for up to six visibility timeouts. One running longer is taken for
 *   stopped, and its message delivered again;
 * - a message whose delivery ended without finishing it (a process killed meanwhile) is delivered again
 *   once its visibility timeout has passed: the queue is kept in `stateFile`, so a restart finds it;
 * - a message received `maxReceiveCount` times without success goes to the dead-letter list instead of a
 *   further delivery.
 * Messages are delivered one per batch (the event source's batch size in infra/constructs/job-queue.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { measure, type RequestMetrics } from '../functions/commons/request-metrics.ts';

/** How many visibility timeouts a running delivery keeps its message invisible (AWS's ratio, see above). */
export const MAX_VISIBILITY_EXTENSIONS = 6;

export type QueueConsumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

export interface QueueOptions {
  name: string;
  visibilityTimeoutMs: number;
  maxReceiveCount: number;
  /** The consumer (loaded on first delivery: the same module the Lambda runs). */
  consumer: () => Promise<QueueConsumer>;
  /** The context of one delivery: the function's time runs out before the visibility timeout does. */
  context: (deadline: number) => Context;
  /** Where the messages survive a restart; none: memory only. */
  stateFile?: string;
  now?: () => number;
}

export interface QueuedMessage {
  messageId: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  /** Its first delivery's instant (ms), as SQS's ApproximateFirstReceiveTimestamp; absent until then. */
  firstReceivedAt?: number;
  /** Not delivered before this instant (ms). */
  visibleAt: number;
}

/** Tests only: the faults each of a job's next deliveries runs with (functions/commons/request-metrics.ts). */
export type DeliveryFaults = Pick<RequestMetrics, 'dynamodbFailsAfter' | 's3FailsAfter'>;

interface State {
  messages: QueuedMessage[];
  deadLetters: QueuedMessage[];
}

export class LocalQueue {
  private readonly state: State;
  private readonly running = new Set<Promise<void>>();
  /** The delivery of each message under way in this process: its receive count and when it started. */
  private readonly inFlight = new Map<QueuedMessage, { receive: number; startedAt: number }>();
  private readonly faults = new Map<string, DeliveryFaults[]>();
  private timer: NodeJS.Timeout | undefined;
  private waiters: (() => void)[] = [];
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: QueueOptions) {
    this.now = options.now ?? Date.now;
    this.state =
      options.stateFile && existsSync(options.stateFile)
        ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as State)
        : { messages: [], deadLetters: [] };
    this.schedule();
  }

  get name(): string {
    return this.options.name;
  }

  /** SendMessage: visible at once. */
  send(body: string): QueuedMessage {
    const message: QueuedMessage = { messageId: randomUUID(), body, sentAt: this.now(), receiveCount: 0, visibleAt: 0 };
    this.state.messages.push(message);
    this.changed();
    return message;
  }

  /** The messages not yet done (visible, in flight or waiting to be visible again). */
  pending(): readonly QueuedMessage[] {
    return this.state.messages;
  }

  deadLetters(): readonly QueuedMessage[] {
    return this.state.deadLetters;
  }

  /**
   * Tests only: the next deliveries of messages whose body has this job id run with these faults, one entry
   * per delivery in order (an empty list: none any more).
   */
  armFaults(jobId: string, deliveries: readonly DeliveryFaults[]): void {
    if (deliveries.length > 0) this.faults.set(jobId, [...deliveries]);
    else this.faults.delete(jobId);
  }

  /** Resolves once nothing is pending (every message done or dead-lettered). */
  settled(): Promise<void> {
    if (this.state.messages.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Stops delivering; waits for the deliveries under way, `graceMs` at most: what is still running then is
   * left unfinished, and its message is delivered again after the next start (it is in the state file).
   */
  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled([...this.running]), grace]);
    clearTimeout(timer);
  }

  private changed(): void {
    this.save();
    if (this.state.messages.length === 0) for (const resolve of this.waiters.splice(0)) resolve();
    this.schedule();
  }

  /** Delivers what is visible now; wakes up when the next message becomes visible. */
  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const now = this.now();
    for (const message of [...this.state.messages]) {
      if (message.visibleAt > now) continue;
      // Its delivery still runs and the heartbeat came late (a busy process): extended here, not delivered twice.
      if (this.extend(message, now)) continue;
      if (message.receiveCount >= this.options.maxReceiveCount) {
        this.state.messages.splice(this.state.messages.indexOf(message), 1);
        this.state.deadLetters.push(message);
        console.error(`job queue ${this.name}: message ${message.messageId} moved to the dead-letter queue`);
        this.changed();
        return;
      }
      this.deliver(message, now);
    }
    const next = Math.min(...this.state.messages.map((m) => m.visibleAt));
    if (Number.isFinite(next)) this.timer = setTimeout(() => this.schedule(), Math.max(0, next - now) + 1);
  }

  private deliver(message: QueuedMessage, now: number): void {
    message.receiveCount += 1;
    message.firstReceivedAt ??= now;
    const receive = message.receiveCount;
    const visibleAt = now + this.options.visibilityTimeoutMs;
    message.visibleAt = visibleAt;
    this.save();
    this.inFlight.set(message, { receive, startedAt: now });
    const heartbeat = setInterval(() => this.extend(message, this.now()), this.options.visibilityTimeoutMs / 2);
    heartbeat.unref();
    const work = this.run(message, receive, visibleAt).finally(() => {
      clearInterval(heartbeat);
      if (this.inFlight.get(message)?.receive === receive) this.inFlight.delete(message);
      this.running.delete(work);
    });
    this.running.add(work);
  }

  /**
   * ChangeMessageVisibility while the message's latest delivery still runs, up to six visibility timeouts from
   * its start; whether it was extended.
   */
  private extend(message: QueuedMessage, now: number): boolean {
    const delivery = this.inFlight.get(message);
    // A stopped queue is a process gone: nothing extends its messages any more.
    if (!delivery || this.stopped || message.receiveCount !== delivery.receive) return false;
    if (!this.state.messages.includes(message)) return false;
    const limit = delivery.startedAt + MAX_VISIBILITY_EXTENSIONS * this.options.visibilityTimeoutMs;
    if (now >= limit) return false;
    message.visibleAt = Math.min(now + this.options.visibilityTimeoutMs, limit);
    this.save();
    return true;
  }

  private save(): void {
    if (this.options.stateFile) writeFileSync(this.options.stateFile, JSON.stringify(this.state));
  }

  private async run(message: QueuedMessage, receive: number, visibleAt: number): Promise<void> {
    let done = false;
    try {
      const consumer = await this.options.consumer();
      // The function times out before the message becomes visible again (as the infra sets it).
      const deadline = visibleAt - Math.min(1000, this.options.visibilityTimeoutMs / 6);
      const event: SQSEvent = { Records: [this.record(message)] };
      const { result } = await measure(
        () => consumer(event, this.options.context(deadline)),
        this.faultsFor(message.body),
      );
      done = !result?.batchItemFailures.some((f) => f.itemIdentifier === message.messageId);
    } catch (error) {
      console.error(`job queue ${this.name}: delivery of ${message.messageId} failed`, error);
    }
    const index = this.state.messages.indexOf(message);
    // Done, and not delivered again meanwhile (a delivery taken for stopped): deleted.
    if (done && index >= 0 && message.receiveCount === receive) this.state.messages.splice(index, 1);
    this.changed();
  }

  private faultsFor(body: string): DeliveryFaults {
    if (this.faults.size === 0) return {};
    const id = (JSON.parse(body) as { id?: unknown }).id;
    const armed = typeof id === 'string' ? this.faults.get(id) : undefined;
    return armed?.shift() ?? {};
  }

  private record(message: QueuedMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: `${message.messageId}#${message.receiveCount}`,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.name}`,
      awsRegion: 'local',
    };
  }
}
