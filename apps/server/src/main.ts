import { join } from 'node:path';
import { type Database, migrateToLatest, openDatabase } from '@roomcraft/db';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { loadDemoData } from './demo/demo-data.ts';
import type { Platform } from './modules/index.ts';
import { loadDemoCatalogue } from './modules/library/demo/load-demo-catalogue.ts';
import { startWorkerProcess } from './worker-process.ts';

/**
 * The background work: with WORKER unset or 1, one worker process beside this server (uploads and
 * renders from the job queue, at a lower CPU priority); with WORKER=0 none (workers run elsewhere).
 */
function startBackgroundWork(platform: Platform, database: Database): () => Promise<void> {
  if (process.env.WORKER === '0') return async () => {};
  return startWorkerProcess(database, platform.jobs);
}

function printWelcome(config: Config, database: Database, platform: Platform): void {
  const url = config.publicUrl;
  const outbox = config.demo ? 'at /dev/outbox for callers on this machine' : 'for operators';
  const mail = platform.mailer.local ? `, mail in the local outbox ${outbox}` : '';
  console.log(`\n  Roomcraft is running at ${url}  (${database.engine}${mail})`);
  console.log(`  API docs: ${url}${config.bases.api}/docs`);
  if (!config.demo) return;
  console.log('  Demo sign-ins (password demo-password):');
  console.log('    admin@demo.example, manager@demo.example, designer@demo.example, designer2@demo.example');
  console.log(
    '    personal@demo.example (personal user), operator@demo.example (back office at /back-office)\n',
  );
}

/** Starts the platform: migrate, load the demo people, serve every surface, then the background work. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await migrateToLatest(database);
  const { app, platform } = await buildApp({ db: database.db, config });
  if (config.demo) await loadDemoData(database.db, app.log);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, database, platform);
  const stopBackground = startBackgroundWork(platform, database);
  // The demo catalogue goes through the same processing as an upload, after the server answers.
  if (config.demo)
    loadDemoCatalogue(platform.library, app.log).catch((error) =>
      app.log.error({ err: error }, 'demo catalogue'),
    );
  const close = async () => {
    await stopBackground();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
