// Issue 33.8: any admin role could stall the CMS with `$or` filters across relations in the content
// manager. Its reads get the public API's branch limit (five `$or`/`$and` branches) and filters at
// most one relation deep, which is what the admin's own filter menu builds.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAs } from './helpers.mjs';

const LIST = '/content-manager/collection-types/api::product.product?page=1&pageSize=10&locale=it';

let editor;
beforeAll(async () => {
  editor = await adminAs('redazione@brina.local');
});

describe('content-manager reads as an editor', () => {
  // The review's request: ten branches, each a filter three relations deep.
  const stalling = Array.from(
    { length: 10 },
    (_, i) => `filters[$or][${i}][related_recipes][related_products][related_recipes][title][$containsi]=zz${i}`,
  ).join('&');

  it('the stalling request is refused at once', async () => {
    const started = performance.now();
    const { status, body } = await editor(`${LIST}&${stalling}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/Query refused/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it.each([
    ['six $or branches', Array.from({ length: 6 }, (_, i) => `filters[$or][${i}][slug][$eq]=s${i}`).join('&')],
    ['a filter two relations deep', 'filters[$and][0][related_recipes][related_products][title][$eq]=a'],
    [
      'a relation filter holding more branches',
      'filters[related_recipes][$or][0][title][$eq]=a&filters[related_recipes][$or][1][title][$eq]=b&filters[$or][0][slug][$eq]=c&filters[$or][1][slug][$eq]=d&filters[$or][2][slug][$eq]=e&filters[$or][3][slug][$eq]=f',
    ],
  ])('%s is a 400', async (_label, query) => {
    const { status, body } = await editor(`${LIST}&${query}`);
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
  });

  it.each([
    ['a field filter', 'filters[$and][0][title][$containsi]=piselli'],
    ['five $or branches', Array.from({ length: 5 }, (_, i) => `filters[$or][${i}][slug][$eq]=s${i}`).join('&')],
    ['a filter one relation deep, as the filter menu builds it', 'filters[$and][0][related_recipes][slug][$eq]=a'],
  ])('%s still answers', async (_label, query) => {
    expect((await editor(`${LIST}&${query}`)).status).toBe(200);
  });
});
