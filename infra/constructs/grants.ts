/**
 * Applies one function's declared grants (infra/function-permissions.ts) through AppFunction's bind*
 * calls, so an endpoint function and a job consumer get their permissions, and the environment variables
 * that go with them, the same way.
 */
import { Fn } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { JobKind } from '#functions/commons/metric-names.ts';
import type { FunctionPermissions } from '../function-permissions.ts';
import type { AppFunction } from './app-function.ts';

/** What grants may refer to; a grant whose resource is missing fails the synth. */
export interface GrantResources {
  table: dynamodb.ITable;
  tableIndexNames: readonly string[];
  filesBucketName: string;
  /** The files bucket's objects (see AppFunction.bindFilesBucket). */
  filesObjects: { arn: string; nagResource: string };
  jobQueues: ReadonlyMap<JobKind, sqs.IQueue>;
  jwtPrivateKeySecret?: secretsmanager.ISecret;
  /** The sender, the print shop, and the SES configuration set every email is sent with (mail-feedback.ts). */
  mail?: { mailFrom: string; printShopEmail: string; configurationSet: string };
  publicBaseUrl?: { configured: string; parameterName: string };
}

/** The files bucket's objects, by the export name of its ARN (see StatefulStack.filesBucketArnExportName). */
export function filesObjectsOf(filesBucketArnExportName: string): GrantResources['filesObjects'] {
  return { arn: `${Fn.importValue(filesBucketArnExportName)}/*`, nagResource: `${filesBucketArnExportName}/*` };
}

export function applyGrants(fn: AppFunction, grants: FunctionPermissions, r: GrantResources, name: string): void {
  const missing = (what: string) => new Error(`${name} needs ${what}, which was not given`);
  fn.bindTable(r.table, grants, r.tableIndexNames);
  if (grants.bucket?.length) fn.bindFilesBucket(r.filesBucketName, grants.bucket, r.filesObjects);
  if (grants.jwtPrivateKey) {
    if (!r.jwtPrivateKeySecret) throw missing('the token signing key');
    fn.bindJwtPrivateKey(r.jwtPrivateKeySecret);
  }
  if (grants.sendEmail) {
    if (!r.mail) throw missing('mail settings');
    fn.bindMailer(r.mail);
  }
  if (grants.publicBaseUrl) {
    if (!r.publicBaseUrl) throw missing('the public base URL');
    fn.bindPublicBaseUrl(r.publicBaseUrl.configured, r.publicBaseUrl.parameterName);
  }
  for (const kind of grants.enqueue ?? []) {
    const queue = r.jobQueues.get(kind);
    if (!queue) throw missing(`the ${kind} job queue`);
    fn.bindJobQueue(kind, queue);
  }
}
