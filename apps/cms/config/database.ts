import path from 'node:path';
import { flag, text, whole } from './settings';

// SQLite by default (a fresh machine needs nothing else); PostgreSQL when DATABASE_URL is set.
export default () => {
  const url = text('DATABASE_URL');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: flag('DATABASE_SSL') ? { rejectUnauthorized: flag('DATABASE_SSL_REJECT_UNAUTHORIZED') } : false,
          // No statement may hold a connection for long: one runaway query must not stall the CMS.
          statement_timeout: whole('DATABASE_STATEMENT_TIMEOUT_MS'),
        },
        pool: { min: whole('DATABASE_POOL_MIN'), max: whole('DATABASE_POOL_MAX') },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), text('DATABASE_FILENAME') ?? '.tmp/data.db') },
      useNullAsDefault: true,
    },
  };
};
