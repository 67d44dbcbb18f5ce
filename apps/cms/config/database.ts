import path from 'node:path';

// SQLite by default (a fresh machine needs nothing else); PostgreSQL when DATABASE_URL is set.
export default ({ env }: { env: EnvFn }) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          // No statement may hold a connection for long: one runaway query must not stall the CMS.
          statement_timeout: env.int('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
