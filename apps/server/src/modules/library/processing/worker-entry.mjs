// Starts a worker thread on a TypeScript module: the server runs through tsx, and a worker thread
// does not inherit tsx's module hooks, so they are registered here before the module is loaded.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
