// Loads the compiled Strapi app in this process (for the seed and the HTTP tests).
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function loadStrapi({ listen = false } = {}) {
  const appContext = await compileStrapi();
  const app = createStrapi(appContext);
  app.log.level = process.env.STRAPI_LOG_LEVEL || 'warn';
  if (listen) await app.start();
  else await app.load();
  return app;
}

module.exports = { loadStrapi };
