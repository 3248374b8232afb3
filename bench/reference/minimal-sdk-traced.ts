/**
 * The minimal-SDK reference (minimal-sdk.ts) with what every function adds for tracing: a Powertools Tracer,
 * which loads the X-Ray SDK, wrapping its client as functions/commons/aws-clients.ts does. Its import time over
 * the reference's is what the tracer costs each cold start (docs/architecture.md#lambdas-that-start-fast).
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { client } from './minimal-sdk.ts';

new Tracer({ serviceName: 'bench' }).captureAWSv3Client(client);

export { handler } from './minimal-sdk.ts';
