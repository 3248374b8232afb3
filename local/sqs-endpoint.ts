/**
 * The local stand-in for SQS's API, as far as the app uses it: SendMessage in the AWS JSON protocol the SDK
 * speaks, on 127.0.0.1. AWS_ENDPOINT_URL_SQS points the SDK here, so functions/commons/job-queue.ts sends
 * exactly the request it sends in AWS, and the message lands in the in-process queue (local/job-queue.ts).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalQueue } from './job-queue.ts';

/** The URL of a local queue, as AWS shapes them (account id, then the queue's name). */
export const localQueueUrl = (endpoint: string, name: string) => `${endpoint}/000000000000/${name}`;

export interface SqsEndpoint {
  url: string;
  queueUrl(name: string): string;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(body));
}

const error = (res: ServerResponse, type: string, message: string) =>
  answer(res, 400, { __type: `com.amazonaws.sqs#${type}`, message });

export async function startSqsEndpoint(queues: ReadonlyMap<string, LocalQueue>): Promise<SqsEndpoint> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const action = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
      const input = await readJson(req);
      const queue = queues.get(
        String(input.QueueUrl ?? '')
          .split('/')
          .pop() ?? '',
      );
      if (action !== 'SendMessage') return error(res, 'UnsupportedOperation', `${action} is not emulated locally`);
      if (!queue) return error(res, 'QueueDoesNotExist', `No queue ${String(input.QueueUrl)}`);
      const body = String(input.MessageBody ?? '');
      const message = queue.send(body);
      answer(res, 200, {
        MessageId: message.messageId,
        MD5OfMessageBody: createHash('md5').update(body).digest('hex'),
      });
    })().catch((cause: unknown) => error(res, 'InternalError', String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    queueUrl: (name) => localQueueUrl(url, name),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
