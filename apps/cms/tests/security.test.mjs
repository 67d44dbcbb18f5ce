// The public role reads published content only; drafts and writes need the website's tokens.
import { describe, expect, it } from 'vitest';
import { READ_TOKEN, WRITE_TOKEN, api } from './helpers.mjs';

const DRAFT_TITLE = 'Piselli finissimi – nuova confezione richiudibile';
const PUBLISHED_TITLE = 'Piselli finissimi';
const bySlug = 'filters[slug][$eq]=piselli-finissimi&locale=it';

describe('draft reads', () => {
  it('the seed holds a pending draft change (visible with the read token)', async () => {
    const { status, body } = await api(`/api/products?${bySlug}&status=draft`, { token: READ_TOKEN });
    expect(status).toBe(200);
    expect(body.data[0].title).toBe(DRAFT_TITLE);
  });

  it.each([['status=draft'], ['publicationState=preview']])('anonymous %s is refused and returns no draft', async (param) => {
    const { status, body } = await api(`/api/products?${bySlug}&${param}`);
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE);
  });

  it('an invalid token cannot read drafts either', async () => {
    const { status, body } = await api(`/api/products?${bySlug}&status=draft`, { token: 'forged-token' });
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE);
  });

  it('anonymous reads get the published version', async () => {
    const { status, body } = await api(`/api/products?${bySlug}`);
    expect(status).toBe(200);
    expect(body.data[0].title).toBe(PUBLISHED_TITLE);
  });

  it('the v4-style publicationState=preview with the token gets the draft', async () => {
    const { body } = await api(`/api/products?${bySlug}&publicationState=preview`, { token: READ_TOKEN });
    expect(body.data[0].title).toBe(DRAFT_TITLE);
  });

  it('populated relations give anonymous callers the published version, not the draft', async () => {
    const { status, body } = await api('/api/b2c-product-categories?filters[slug][$eq]=verdure&locale=it&populate=products');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const titles = body.data[0].products.map((p) => p.title);
    expect(titles).toContain(PUBLISHED_TITLE);
    expect(titles).not.toContain(DRAFT_TITLE);
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE);
  });
});

describe('anonymous writes are refused', () => {
  const writes = [
    ['POST', '/api/contact-requests', { data: { name: 'A', surname: 'B', email: 'a@b.it', message: 'x', privacy_consent: true } }],
    ['POST', '/api/newsletter-signups', { data: { email: 'a@b.it', privacy_consent: true, over_16: true } }],
    ['POST', '/api/product-ratings', { data: { product_document_id: 'x', vote: 5 } }],
    ['POST', '/api/contact-form-richiesta-kits', { data: { vat_code: '02345678907' } }],
    ['POST', '/api/products', { data: { title: 'Hacked', slug: 'hacked' } }],
    ['POST', '/api/news-items', { data: { title: 'Hacked' } }],
    ['PUT', '/api/footer', { data: { hq_name: 'Hacked' } }],
    ['DELETE', '/api/footer', undefined],
  ];
  it.each(writes)('%s %s is forbidden', async (method, path, body) => {
    const { status } = await api(path, { method, body });
    expect([401, 403]).toContain(status);
  });

  it('cannot register a user account', async () => {
    const { status } = await api('/api/auth/local/register', { method: 'POST', body: { username: 'x', email: 'x@example.com', password: 'Secret123!' } });
    expect([400, 403]).toContain(status);
    expect(status).not.toBe(200);
  });

  it('cannot upload files', async () => {
    const form = new FormData();
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
    const { status } = await api('/api/upload', { method: 'POST', body: form });
    expect([401, 403]).toContain(status);
  });

  it('cannot list submissions', async () => {
    for (const path of ['/api/contact-requests', '/api/job-applications', '/api/newsletter-signups', '/api/product-ratings']) {
      expect([401, 403]).toContain((await api(path)).status);
    }
  });

  it('the read token cannot write', async () => {
    const { status } = await api('/api/contact-requests', { method: 'POST', token: READ_TOKEN, body: { data: { name: 'A' } } });
    expect(status).toBe(403);
  });

  it('the write token cannot read submissions back', async () => {
    expect((await api('/api/contact-requests', { token: WRITE_TOKEN })).status).toBe(403);
  });
});

describe('bad input', () => {
  it('an empty populate value is a clear 400, not a server error', async () => {
    const { status, body } = await api('/api/news-items?locale=it&populate[cover]=');
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/populate/);
  });

  it('an unknown locale on the filters endpoint is a 400', async () => {
    expect((await api('/api/b2c-product-categories/filters?locale=fr')).status).toBe(400);
  });
});
