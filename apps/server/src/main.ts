import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@roomcraft/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loadDemoData } from './demo/demo-data.ts';

/** Starts the platform: migrate, optionally load the demo data, serve every surface. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await migrateToLatest(database);
  const { app, platform } = await buildApp({ db: database.db, config });
  if (process.env.DEMO !== '0') await loadDemoData(database.db, app.log);
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  console.log(
    `\n  Roomcraft is running at ${url}  (${database.engine}${platform.mailer.local ? ', mail in the local outbox' : ''})`,
  );
  console.log(`  API docs: ${url}${config.bases.api}/docs`);
  if (process.env.DEMO !== '0') {
    console.log('  Demo sign-ins (password demo-password):');
    console.log(
      '    admin@demo.example, manager@demo.example, designer@demo.example, designer2@demo.example',
    );
    console.log('    personal@demo.example (personal user), operator@demo.example (back office, /ops)\n');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
