// The public role reads nothing (the website reads with its token); drafts and writes need the
// website's tokens; queries without a token are limited; uploaded files never stay on disk; the
// CMS behind the TLS proxy sees the real client.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TOKEN, WRITE_TOKEN, adminApi, api, cmsDataDir, cmsUrl, read } from './helpers.mjs';

const DRAFT_TITLE = 'Piselli finissimi – nuova confezione richiudibile';
const PUBLISHED_TITLE = 'Piselli finissimi';
const bySlug = 'filters[slug][$eq]=piselli-finissimi&locale=it';

const APPLICATION = {
  sector: 'worker',
  site: 'ficarolo',
  name: 'Luca',
  surname: 'Rossi',
  email: 'luca@example.com',
  phone: '3330000000',
  gender: 'M',
  birth_date: '1995-04-02',
  residence_region: 'Veneto',
  residence_district: 'RO',
  residence_municipality: 'Ficarolo',
  preferred_working_area: 'produzione',
  privacy_consent: true,
};

/** A valid 1×1 PNG carrying `text` in a tEXt chunk. */
function pngWithText(text) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0xff, 0x80, 0x00]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('draft reads', () => {
  it('the seed holds a pending draft change (visible with the read token)', async () => {
    const { status, body } = await read(`/api/products?${bySlug}&status=draft`);
    expect(status).toBe(200);
    expect(body.data[0].title).toBe(DRAFT_TITLE);
  });

  it('the public role reads nothing: the website reads with its token', async () => {
    expect([401, 403]).toContain((await api(`/api/products?${bySlug}`)).status);
    expect([401, 403]).toContain((await api('/api/footer?locale=it')).status);
    const { status, body } = await read(`/api/products?${bySlug}`);
    expect(status).toBe(200);
    expect(body.data[0].title).toBe(PUBLISHED_TITLE);
  });

  it('the media library is listed to nobody but the admin', async () => {
    for (const token of [undefined, READ_TOKEN, WRITE_TOKEN]) {
      expect([401, 403]).toContain((await api('/api/upload/files', { token })).status);
      expect([401, 403]).toContain((await api('/api/upload/files/1', { token })).status);
    }
  });

  it('an invalid token cannot read drafts either', async () => {
    const { status, body } = await api(`/api/products?${bySlug}&status=draft`, { token: 'forged-token' });
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE);
  });

  it('the v4-style publicationState=preview with the token gets the draft', async () => {
    const { body } = await read(`/api/products?${bySlug}&publicationState=preview`);
    expect(body.data[0].title).toBe(DRAFT_TITLE);
  });

  it('populated relations give the published version, not the draft', async () => {
    const { status, body } = await read('/api/b2c-product-categories?filters[slug][$eq]=verdure&locale=it&populate=products');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const titles = body.data[0].products.map((p) => p.title);
    expect(titles).toContain(PUBLISHED_TITLE);
    expect(titles).not.toContain(DRAFT_TITLE);
    expect(JSON.stringify(body)).not.toContain(DRAFT_TITLE);
  });

  // Strapi 5 reads drafts for any status but 'published'; hasPublishedVersion and
  // publicationFilter pick documents by publication history.
  const DRAFT_FORMS = [
    'status=draft',
    'status=DRAFT',
    'status=Draft',
    'status=x',
    'status=',
    'status[0]=draft',
    'status[]=draft',
    'status[0]=published&status[1]=draft',
    'status[draft]=1',
    'publicationState=preview',
    'publicationState=PREVIEW',
    'publicationState=x',
    'hasPublishedVersion=false',
    'hasPublishedVersion=true',
    'hasPublishedVersion=true&status=x',
    'publicationFilter=never-published',
    'publicationFilter=has-published-version&status=x',
  ];

  describe('even if someone grants the public role a read in the admin', () => {
    let setProductReads;
    beforeAll(async () => {
      const admin = await adminApi();
      const roles = await admin('/users-permissions/roles');
      const publicRole = roles.body.roles.find((role) => role.type === 'public');
      setProductReads = async (enabled) => {
        const { body } = await admin(`/users-permissions/roles/${publicRole.id}`);
        const products = body.role.permissions['api::product'].controllers.product;
        const categories = body.role.permissions['api::b2c-product-category'].controllers['b2c-product-category'];
        for (const action of [products.find, products.findOne, categories.find]) action.enabled = enabled;
        const { status } = await admin(`/users-permissions/roles/${publicRole.id}`, {
          method: 'PUT',
          body: { name: body.role.name, description: body.role.description, permissions: body.role.permissions },
        });
        expect(status).toBe(200);
      };
      await setProductReads(true);
    });
    afterAll(async () => {
      await setProductReads?.(false);
    });

    it('an anonymous read without parameters gets the published version', async () => {
      const { status, body } = await api(`/api/products?${bySlug}`);
      expect(status).toBe(200);
      expect(body.data[0].title).toBe(PUBLISHED_TITLE);
    });

    it.each(DRAFT_FORMS)('anonymous %s returns no draft (list, one document, populated relation)', async (param) => {
      const { body: published } = await read(`/api/products?${bySlug}`);
      const documentId = published.data[0].documentId;
      for (const path of [
        `/api/products?${bySlug}&${param}`,
        `/api/products/${documentId}?locale=it&${param}`,
        `/api/b2c-product-categories?filters[slug][$eq]=verdure&locale=it&populate=products&${param}`,
      ]) {
        const { status, body } = await api(path);
        expect(JSON.stringify(body), path).not.toContain(DRAFT_TITLE);
        if (status === 200) expect(JSON.stringify(body), path).toContain(PUBLISHED_TITLE);
        else expect([400, 401, 403], path).toContain(status);
      }
    });
  });
});

describe('query limits for callers without a token', () => {
  // The review's request: ten branches, each a filter three relations deep (20 s on SQLite before).
  const stalling = Array.from(
    { length: 10 },
    (_, i) => `filters[$or][${i}][related_recipes][related_products][related_recipes][title][$containsi]=zz${i}`,
  ).join('&');

  it('the relation-filter request from the review is refused at once, and the CMS keeps answering others', async () => {
    const started = performance.now();
    const { status, body } = await api(`/api/products?${stalling}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/Query refused/);
    expect(performance.now() - started).toBeLessThan(100);

    const burst = Array.from({ length: 20 }, () => api(`/api/products?${stalling}`));
    const others = read(`/api/products?${bySlug}`);
    const [answers, other] = await Promise.all([Promise.all(burst), others]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400));
    expect(other.status).toBe(200);
  });

  it.each([
    ['a filter across a relation', 'filters[related_recipes][title][$containsi]=a'],
    ['a filter inside an $or branch across a relation', 'filters[$or][0][related_recipes][slug][$eq]=a'],
    ['a filter across a relation inside a populate', 'populate[related_recipes][filters][related_products][title][$eq]=a'],
    ['more than five $or/$and branches', Array.from({ length: 6 }, (_, i) => `filters[$or][${i}][slug][$eq]=s${i}`).join('&')],
    [
      'nested $and/$or adding up to six branches',
      'filters[$and][0][$or][0][slug][$eq]=a&filters[$and][0][$or][1][slug][$eq]=b&filters[$and][1][$or][0][slug][$eq]=c&filters[$and][1][$or][1][slug][$eq]=d',
    ],
    ['populate three levels deep (object form)', 'populate[related_recipes][populate][related_products][populate][related_recipes]=true'],
    ['populate three levels deep (dotted form)', 'populate=related_recipes.related_products.related_recipes'],
  ])('%s is a 400', async (_label, query) => {
    const { status, body } = await api(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
  });

  it.each([
    ['plain field filters', `${bySlug}&filters[title][$containsi]=piselli`],
    ['five $or branches', Array.from({ length: 5 }, (_, i) => `filters[$or][${i}][slug][$eq]=s${i}`).join('&')],
    ['populate two levels deep', 'populate[related_recipes][populate][related_products]=true'],
  ])('%s pass the limits (then the missing permission answers)', async (_label, query) => {
    expect([401, 403]).toContain((await api(`/api/products?${query}`)).status);
  });

  it('the website token is not limited: it filters across a relation', async () => {
    const { status } = await read('/api/products?locale=it&filters[related_recipes][slug][$null]=false&pagination[pageSize]=1');
    expect(status).toBe(200);
  });
});

describe('uploaded files never stay on disk', () => {
  /** Files holding `marker`: the system temporary folder (top level, where formidable writes) and the CMS data folder. */
  function filesHolding(marker, size) {
    const found = [];
    const visit = (dir, deep) => {
      let entries = [];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (deep) visit(full, deep);
        } else if (entry.isFile()) {
          try {
            if (fs.statSync(full).size === size && fs.readFileSync(full).includes(marker)) found.push(full);
          } catch {
            // gone meanwhile, or not ours to read
          }
        }
      }
    };
    visit(os.tmpdir(), false);
    visit(path.join(cmsDataDir(), 'private'), true);
    return found;
  }

  const marked = (marker, prefix = '') => Buffer.concat([Buffer.from(`${prefix}${marker}\n`), Buffer.alloc(64 * 1024, 0x61)]);

  it('100 refused multipart posts leave no file behind', async () => {
    const marker = `refused-${randomUUID()}`;
    const content = marked(marker);
    const targets = [
      ['/api/products', undefined],
      ['/api/upload', undefined],
      ['/api/job-applications', undefined],
      ['/api/job-applications', 'forged-token'],
      ['/api/contact-requests', WRITE_TOKEN],
    ];
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        targets.map(async ([target, token]) => {
          const form = new FormData();
          form.append('foo', new Blob([content]), 'x.bin');
          form.append('files.curriculum', new Blob([content]), 'cv.pdf');
          const { status } = await api(target, { method: 'POST', body: form, token });
          expect([400, 401, 403, 415], target).toContain(status);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(filesHolding(marker, content.length)).toEqual([]);
  });

  it('a full job application leaves no file in the temporary folders', async () => {
    const marker = `cv-${randomUUID()}`;
    const content = marked(marker, '%PDF-1.4\n% ');
    const form = new FormData();
    form.append('data', JSON.stringify({ ...APPLICATION, submission_key: randomUUID() }));
    form.append('files.curriculum', new Blob([content], { type: 'application/pdf' }), 'cv.pdf');
    const { status } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form });
    expect(status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The stored CV (private/cv) is the one copy left.
    expect(filesHolding(marker, content.length).map((file) => path.relative(cmsDataDir(), path.dirname(file)))).toEqual([path.join('private', 'cv')]);
  });

  it('a job application with two files is refused and leaves neither', async () => {
    const marker = `two-${randomUUID()}`;
    const content = marked(marker, '%PDF-1.4\n% ');
    const form = new FormData();
    form.append('data', JSON.stringify({ ...APPLICATION, submission_key: randomUUID() }));
    form.append('files.curriculum', new Blob([content], { type: 'application/pdf' }), 'cv.pdf');
    form.append('files.other', new Blob([content], { type: 'application/pdf' }), 'other.pdf');
    const { status } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form });
    expect(status).toBe(400);
    expect(filesHolding(marker, content.length)).toEqual([]);
  });

  it('the admin still uploads to the media library, and no temporary copy stays', async () => {
    const admin = await adminApi();
    // A 1×1 PNG with a unique text chunk.
    const marker = `png-${randomUUID()}`;
    const png = pngWithText(marker);
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const uploaded = await admin('/upload', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(filesHolding(marker, png.length)).toEqual([]);
    } finally {
      await admin(`/upload/files/${uploaded.body[0].id}`, { method: 'DELETE' });
    }
  });
});

describe('the CMS behind a TLS proxy', () => {
  it('does not advertise itself (no X-Powered-By)', async () => {
    for (const target of ['/api/products', '/_health', '/admin/init']) {
      const response = await fetch(cmsUrl() + target);
      expect(response.headers.get('x-powered-by'), target).toBeNull();
    }
  });

  it('admin login limits count per client as the local proxy reports it', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const login = (client) => api('/admin/login', { method: 'POST', body: { email, password: 'Wrong-password-1' }, headers: { 'X-Forwarded-For': client } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('203.0.113.10')).status).not.toBe(429);
    expect((await login('203.0.113.10')).status).toBe(429);
    // Another client behind the same proxy is not blocked by the first one's attempts.
    expect((await login('203.0.113.11')).status).not.toBe(429);
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
    expect([400, 401, 403]).toContain(status);
  });

  it('cannot upload files', async () => {
    const form = new FormData();
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
    const { status } = await api('/api/upload', { method: 'POST', body: form });
    expect([401, 403, 415]).toContain(status);
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
    const { status, body } = await read('/api/news-items?locale=it&populate[cover]=');
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/populate/);
  });

  it('an unknown locale on the filters endpoint is a 400', async () => {
    expect((await read('/api/b2c-product-categories/filters?locale=fr')).status).toBe(400);
  });
});

describe('the CMS favicon', () => {
  it('is an image, not a 500 (strapi::favicon found no file before)', async () => {
    const answer = await fetch(`${cmsUrl()}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
