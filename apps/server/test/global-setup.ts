import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { databaseUrl, startTestDatabaseServer, withAdminClient } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

/** Migrates one template database per run; every test file copies it (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = `premium_shop_template_${randomBytes(4).toString('hex')}`;
  await withAdminClient(server.adminUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  const connection = connectDatabase(databaseUrl(server.adminUrl, template), { max: 2 });
  try {
    await runMigrations(connection.pool);
  } finally {
    await connection.close();
  }
  project.provide('testDatabase', { adminUrl: server.adminUrl, template });

  return async () => {
    await withAdminClient(server.adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    );
    await server.stop();
  };
}
