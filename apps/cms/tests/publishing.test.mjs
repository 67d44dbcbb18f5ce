// Issue 27, content that cannot be published broken (src/publishing): each refusal, through the
// admin's own Publish action, with its Italian message; a fixed document then publishes; the seeded
// content publishes (the seed itself publishes everything through the same check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, read } from './helpers.mjs';

const CM = '/content-manager/collection-types';
const PRODUCT = 'api::product.product';
const LANDING = 'api::landing-page.landing-page';
const run = Date.now().toString(36);
const created = [];
let admin;

async function createDraft(uid, data, en) {
  const it = await admin(`${CM}/${uid}?locale=it`, { method: 'POST', body: data });
  expect(it.status, JSON.stringify(it.body)).toBe(201);
  const documentId = it.body.data.documentId;
  created.push([uid, documentId]);
  if (en) {
    const english = await admin(`${CM}/${uid}/${documentId}?locale=en`, { method: 'PUT', body: en });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
  }
  return documentId;
}

const publish = (uid, documentId, locale = 'it') => admin(`${CM}/${uid}/${documentId}/actions/publish?locale=${locale}`, { method: 'POST', body: {} });

function expectRefused(answer, pattern) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error.name).toBe('ValidationError');
  expect(answer.body.error.message).toMatch(/^Non pubblicato/);
  expect(answer.body.error.message).toMatch(pattern);
}

async function uploadImage(alternativeText) {
  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const fd = new FormData();
  fd.append('files', new Blob([png], { type: 'image/png' }), `prova-${run}-${alternativeText ? 'alt' : 'noalt'}.png`);
  fd.append('fileInfo', JSON.stringify({ alternativeText }));
  const answer = await admin('/upload', { method: 'POST', body: fd });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body[0].id;
}

const product = (slug, extra = {}) => ({ title: `Prova ${slug}`, slug, ...extra });

beforeAll(async () => {
  admin = await adminApi();
});

afterAll(async () => {
  for (const [uid, documentId] of created) await admin(`${CM}/${uid}/${documentId}?locale=*`, { method: 'DELETE' });
});

describe('publishing is refused, with a clear message', () => {
  it('when the other language of a bilingual document is missing; with it, the document publishes', async () => {
    const documentId = await createDraft(PRODUCT, product(`solo-italiano-${run}`));
    expectRefused(await publish(PRODUCT, documentId), /Manca la versione inglese \(EN\)/);
    await admin(`${CM}/${PRODUCT}/${documentId}?locale=en`, { method: 'PUT', body: product(`only-italian-${run}`) });
    expect((await publish(PRODUCT, documentId)).status).toBe(200);
    expect((await publish(PRODUCT, documentId, 'en')).status).toBe(200);
  });

  it('when a picture has no alternative text', async () => {
    const bare = await uploadImage('');
    const described = await uploadImage('Piselli surgelati in una ciotola bianca');
    const slug = `senza-alt-${run}`;
    const documentId = await createDraft(PRODUCT, product(slug, { images: [described, bare] }), product(`no-alt-${run}`, { images: [described] }));
    const refused = await publish(PRODUCT, documentId);
    expectRefused(refused, /non ha il testo alternativo/);
    // Issue 38.5: the field by the name the editor reads in the form, and its form path so the admin marks it.
    expect(refused.body.error.message).toMatch(/\(campo «Immagini»\)/);
    expect(refused.body.error.message).not.toMatch(/campo images/);
    expect(refused.body.error.details.errors[0].path).toEqual(['images']);
    // The English version's picture has its text: that language publishes.
    expect((await publish(PRODUCT, documentId, 'en')).status).toBe(200);
  });

  it('when a picture inside a section (dynamic zone) has no alternative text', async () => {
    const bare = await uploadImage('');
    const documentId = await createDraft(
      LANDING,
      { title: 'Prova sezione', slug: `sezione-${run}`, mode: 'B2C', sections: [{ __component: 'sections.image-text', title: 'Prova', image: bare }] },
      { title: 'Section test', slug: `section-${run}`, mode: 'B2C' },
    );
    const answer = await publish(LANDING, documentId);
    expectRefused(answer, /testo alternativo/);
    expect(answer.body.error.message).toMatch(/\(campo «Sezioni › 1 › Immagine»\)/);
    expect(answer.body.error.details.errors[0].path).toEqual(['sections', '0', 'image']);
  });

  it.each([['Piselli_Fini'], ['piselli--fini'], ['-piselli'], ['piselli.fini']])('when the slug %s is not lower-case-kebab', async (slug) => {
    const documentId = await createDraft(PRODUCT, product(slug), product(`ok-${run}-${created.length}`));
    expectRefused(await publish(PRODUCT, documentId), /Lo slug «.+» non va bene/);
  });

  it('when the slug collides with another document of the same language', async () => {
    const { body } = await read('/api/products?locale=it&pagination[pageSize]=1&fields[0]=slug');
    const taken = body.data[0].slug;
    const first = await admin(`${CM}/${PRODUCT}?locale=it`, { method: 'POST', body: product(taken) });
    if (first.status === 201) {
      created.push([PRODUCT, first.body.data.documentId]);
      await admin(`${CM}/${PRODUCT}/${first.body.data.documentId}?locale=en`, { method: 'PUT', body: product(`collision-${run}`) });
      expectRefused(await publish(PRODUCT, first.body.data.documentId), /già usato/);
    } else {
      // Strapi itself refuses a duplicate slug when the draft is saved: no broken page either way.
      expect(first.status).toBe(400);
      expect(JSON.stringify(first.body)).toMatch(/slug/);
    }
  });

  it('when the SEO title or description is over its limit', async () => {
    const documentId = await createDraft(
      PRODUCT,
      product(`seo-lungo-${run}`, { seo: { meta_title: 'T'.repeat(61), meta_description: 'D'.repeat(161) } }),
      product(`long-seo-${run}`, { seo: { meta_title: 'T'.repeat(60), meta_description: 'D'.repeat(160) } }),
    );
    const answer = await publish(PRODUCT, documentId);
    expectRefused(answer, /titolo SEO è lungo 61 caratteri: al massimo 60/);
    expect(answer.body.error.message).toMatch(/descrizione SEO è lunga 161 caratteri: al massimo 160/);
    expect((await publish(PRODUCT, documentId, 'en')).status).toBe(200);
  });

  it.each([
    ['/it/prodotti/verdure/non-esiste', false],
    ['/it/pagina-che-non-esiste', false],
    ['/en/prodotti', false],
    ['/it/prodotti/verdure', true],
    ['/it/ricette?page=2', true],
    ['/en/foodservice/channels/collective-catering', true],
  ])('a link to %s: published %s', async (url, ok) => {
    const documentId = await createDraft(
      LANDING,
      {
        title: 'Prova link',
        slug: `link-${run}-${created.length}`,
        mode: 'B2C',
        sections: [{ __component: 'sections.cta-banner', title: 'Prova', cta: { label: 'Vai', url } }],
      },
      { title: 'Link test', slug: `link-en-${run}-${created.length}`, mode: 'B2C' },
    );
    const answer = await publish(LANDING, documentId);
    if (ok) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    else expectRefused(answer, /porta a una pagina che non esiste/);
  });
});

describe('the seeded content', () => {
  it('publishes again as it is (a seeded recipe and landing page)', async () => {
    for (const [uid, api] of [
      ['api::recipe.recipe', '/api/recipes'],
      [LANDING, '/api/landing-pages'],
    ]) {
      const { body } = await read(`${api}?locale=it&pagination[pageSize]=1&sort[0]=id:desc`);
      const documentId = body.data[0].documentId;
      const answer = await publish(uid, documentId);
      expect(answer.status, `${uid}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it('the guard sits on the publish action only: a draft with a wrong slug is saved', async () => {
    const saved = await admin(`${CM}/${PRODUCT}?locale=it`, { method: 'POST', body: product(`Bozza_Libera_${run}`) });
    expect(saved.status).toBe(201);
    created.push([PRODUCT, saved.body.data.documentId]);
  });
});
