// Cached catalogue pages are served without asking the CMS. The site reaches the CMS through a
// counting proxy; this file runs alone (project `quiet-cms`) so no other test adds to the count.
import { COUNTER_URL, expect, test } from './fixtures';

test('a cached catalogue page is served without any CMS call', async ({ request }) => {
  const counter = COUNTER_URL;
  if (!counter) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  const count = async () => ((await (await request.get(counter)).json()) as { count: number }).count;
  const paths = ['/it/prodotti/verdure/spinaci-in-foglia', '/en/recipes/desserts/mixed-berry-tart', '/it/foodservice/prodotti/verdure-iqf/piselli-finissimi', '/it/prodotti?diets=VEGAN'];
  for (const path of paths) expect((await request.get(path)).status(), `${path} (first visit)`).toBe(200);
  const before = await count();
  for (let i = 0; i < 5; i += 1) {
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await count()) - before, 'CMS requests while serving 20 cached pages').toBe(0);
});
