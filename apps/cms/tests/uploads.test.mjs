// Issue 33.1: an editor's upload cannot become a script on the CMS origin. A file whose extension
// does not belong to the type found in its bytes is refused (admin uploads and replacements), and
// /uploads serves only the allowed extensions, inert: nosniff, a sandbox CSP, and a download for
// anything that is not an image, a video or a PDF. Files with active extensions already on disk
// are never served and are listed at start-up.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAs, cmsDataDir, cmsUrl } from './helpers.mjs';

const require = createRequire(import.meta.url);
const DIST = path.resolve(import.meta.dirname, '..', 'dist');

const PDF = Buffer.from('%PDF-1.4\n<script>alert(document.domain)</script>\n%%EOF\n');
// An ISO-BMFF header with the mp42 brand: sniffed as video/mp4.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom'), Buffer.from('\nfetch("/admin/users")\n')]);
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n<script>alert(1)</script>\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A valid 2×2 PNG. */
function png() {
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
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let editor;
const uploaded = [];

/** Uploads one file as the editor; the declared type is what a browser sends for an unknown name. */
async function upload(bytes, name, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const answer = await editor('/upload', { method: 'POST', body: form });
  if (answer.status === 201) uploaded.push(...answer.body.map((file) => file.id));
  return answer;
}

const uploadsDir = () => path.join(cmsDataDir(), 'public', 'uploads');
const storedWith = (ext) => fs.readdirSync(uploadsDir()).filter((name) => name.toLowerCase().endsWith(ext));

beforeAll(async () => {
  editor = await adminAs('redazione@brina.local');
});

afterAll(async () => {
  for (const id of uploaded) await editor(`/upload/files/${id}`, { method: 'DELETE' });
});

describe('an upload whose extension is not its type', () => {
  it.each([
    ['x.html holding a PDF', PDF, 'x.html', '.html'],
    ['x.htm holding a PDF, declared as a PDF', PDF, 'x.htm', '.htm', 'application/pdf'],
    ['x.js holding an MP4', MP4, 'x.js', '.js'],
    ['x.mjs holding an MP4, declared as a video', MP4, 'x.mjs', '.mjs', 'video/mp4'],
    ['x.xml holding a PNG', png(), 'x.xml', '.xml'],
  ])('%s is refused as the editor, and nothing is stored', async (_label, bytes, name, ext, type) => {
    const before = storedWith(ext).length;
    const { status, body } = await upload(bytes, name, type);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toContain('/uploads/');
    expect(storedWith(ext).length).toBe(before);
  });

  it('the refusal tells the editor which extension to use', async () => {
    const { body } = await upload(PDF, 'listino.html');
    expect(body.error.message).toContain('.pdf');
  });

  it('an SVG is refused whatever its name', async () => {
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      expect((await upload(SVG, name, type)).status, name).toBe(400);
    }
    expect(storedWith('.svg')).toEqual([]);
  });

  it('replacing a PNG with a PDF (the replacement keeps the .png name) is refused', async () => {
    const first = await upload(png(), 'pixel.png', 'image/png');
    expect(first.status).toBe(201);
    const form = new FormData();
    form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'listino.pdf');
    const replaced = await editor(`/upload?id=${first.body[0].id}`, { method: 'POST', body: form });
    expect(replaced.status).toBe(400);
    const response = await fetch(cmsUrl() + first.body[0].url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

describe('/uploads is served inert', () => {
  it('a PDF opens in the browser, typed by its extension, never sniffed, in a sandbox', async () => {
    const { status, body } = await upload(PDF, 'scheda tecnica.pdf');
    expect(status).toBe(201);
    expect(body[0].url).toMatch(/\.pdf$/);
    const response = await fetch(cmsUrl() + body[0].url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('an image opens inline with the same headers', async () => {
    const { status, body } = await upload(png(), 'pixel.png', 'image/png');
    expect(status).toBe(201);
    const response = await fetch(cmsUrl() + body[0].url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('subtitles (neither image, video nor PDF) are sent as a download', async () => {
    const { status, body } = await upload(VTT, 'sottotitoli.vtt', 'text/vtt');
    expect(status, JSON.stringify(body)).toBe(201);
    const response = await fetch(cmsUrl() + body[0].url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  describe('files already on disk with an active extension', () => {
    const planted = [
      'planted_0123456789.html',
      'planted_0123456789.htm',
      'planted_0123456789.js',
      'planted_0123456789.mjs',
      'planted_0123456789.svg',
      'planted_0123456789.xml',
    ];
    beforeAll(() => {
      for (const name of planted) fs.writeFileSync(path.join(uploadsDir(), name), '<script>alert(1)</script>');
    });
    afterAll(() => {
      for (const name of planted) fs.rmSync(path.join(uploadsDir(), name), { force: true });
    });

    it.each(planted)('%s is not served', async (name) => {
      for (const target of [`/uploads/${name}`, `/uploads/${name.replace('.', '%2E')}`, `/uploads/${name.toUpperCase()}`]) {
        const response = await fetch(cmsUrl() + target);
        expect(response.status, target).toBe(404);
        expect(response.headers.get('content-type') ?? '', target).not.toMatch(/html|javascript|svg|xml/);
      }
    });

    it('the start-up check lists them', async () => {
      const { activeUploads } = require(path.join(DIST, 'src/uploads/startup-check.js'));
      const found = await activeUploads(uploadsDir());
      expect(found).toEqual(expect.arrayContaining(planted));
      expect(found.every((name) => /\.(html?|m?js|svg|xml)$/i.test(name))).toBe(true);
    });
  });

  it('the start-up check finds nothing in a clean folder and looks into subfolders', async () => {
    const { activeUploads } = require(path.join(DIST, 'src/uploads/startup-check.js'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-uploads-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.png'), '');
      expect(await activeUploads(dir)).toEqual([]);
      fs.mkdirSync(path.join(dir, 'old'));
      fs.writeFileSync(path.join(dir, 'old', 'page.HTML'), '');
      expect(await activeUploads(dir)).toEqual([path.join('old', 'page.HTML')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('media on their own host (CMS_MEDIA_URL)', () => {
  const saved = process.env.CMS_MEDIA_URL;
  afterAll(() => {
    if (saved === undefined) delete process.env.CMS_MEDIA_URL;
    else process.env.CMS_MEDIA_URL = saved;
  });

  it('gives stored files their address on the media host, in every answer the upload plugin signs', async () => {
    process.env.CMS_MEDIA_URL = 'https://media.brina.example/';
    const { registerMediaHost, mediaUrl } = require(path.join(DIST, 'src/uploads/media-host.js'));
    expect(mediaUrl('/uploads/a_1.png')).toBe('https://media.brina.example/uploads/a_1.png');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    let methods;
    registerMediaHost({ plugin: () => ({ provider: { extend: (m) => (methods = m) } }) });
    expect(methods.isPrivate()).toBe(true);
    expect(methods.getSignedUrl({ url: '/uploads/b_2.pdf' })).toEqual({ url: 'https://media.brina.example/uploads/b_2.pdf' });
  });

  it('lets the admin show media from that host, and only there', () => {
    process.env.CMS_MEDIA_URL = 'https://media.brina.example';
    const file = path.join(DIST, 'config/middlewares.js');
    delete require.cache[file];
    const middlewares = require(file).default();
    const security = middlewares.find((m) => m.name === 'strapi::security');
    expect(security.config.contentSecurityPolicy.directives['img-src']).toContain('https://media.brina.example');
    expect(security.config.contentSecurityPolicy.directives['media-src']).toContain('https://media.brina.example');
    delete process.env.CMS_MEDIA_URL;
    const { registerMediaHost } = require(path.join(DIST, 'src/uploads/media-host.js'));
    let extended = false;
    registerMediaHost({ plugin: () => ({ provider: { extend: () => (extended = true) } }) });
    expect(extended).toBe(false);
  });
});
