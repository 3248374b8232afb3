/** `npm start`: the whole app locally in one command. Prints `Ready on http://localhost:PORT` when up. */
import { LocalStartError } from './errors.ts';
import { readSettings } from './settings.ts';
import { startStack } from './stack.ts';

async function main(): Promise<void> {
  const settings = readSettings();
  const stack = await startStack(settings);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    await stack.stop();
    process.exit(0);
  };
  // A handler bug must not take the whole local stack down (in AWS it would end one invocation).
  process.on('uncaughtException', (error) => console.error('uncaught exception in a handler', error));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const { endpoints } = stack;
  console.log(`Mail viewer: ${endpoints.mail}   DynamoDB: ${endpoints.dynamodb}   S3: ${endpoints.s3}`);
  console.log(`Data folder: ${settings.dataDir} (endpoints.json lists these URLs)`);
  console.log(`Ready on ${endpoints.web}`);
}

main().catch((error: unknown) => {
  if (error instanceof LocalStartError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
  }
  process.exit(1);
});
