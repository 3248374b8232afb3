/**
 * CDK entry point (cdk.json "app"). cdk.json's "build" bundles the functions first
 * (infra/build-functions.ts), then this synthesizes the stacks; see infra/create-app.ts and docs/deploy.md.
 */
import { createApp } from './create-app.ts';

createApp();
