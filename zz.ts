import { measureBigUpload } from './bench/documents.ts';
import { startBenchStack } from './bench/stack.ts';
const stack = await startBenchStack();
try { console.log(await measureBigUpload(stack, Number(process.argv[2] ?? 0.1))); } finally { await stack.cleanup(); }
