// Short picture addresses (image-path.mjs): what server.mjs maps back to Next's optimizer, and
// what it leaves alone (then Next answers 404, or the optimizer 400 for a width it does not make).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUploadsUrl, optimizerUrl } from '../../image-path.mjs';

const UPLOADS = 'http://127.0.0.1:1341/uploads/';

describe('short picture addresses', () => {
  it('map to the optimizer with the whole upload URL, the width and the quality', () => {
    expect(optimizerUrl('/img/640/spinaci_57874d4c14.jpg', UPLOADS)).toBe(
      '/_next/image?url=http%3A%2F%2F127.0.0.1%3A1341%2Fuploads%2Fspinaci_57874d4c14.jpg&w=640&q=75',
    );
    // A query string (a cache-buster) is dropped.
    expect(optimizerUrl('/img/1600/a.webp?v=2', UPLOADS)).toBe('/_next/image?url=http%3A%2F%2F127.0.0.1%3A1341%2Fuploads%2Fa.webp&w=1600&q=75');
  });

  it('leave anything else alone: other folders, encoded characters, missing or odd widths', () => {
    for (const url of [
      '/img/640/../secret.jpg',
      '/img/640/%2e%2e%2fsecret.jpg',
      '/img/640/a/b.jpg',
      '/img/x/a.jpg',
      '/img/640/',
      '/img/64000/a.jpg',
      '/img/640/.hidden',
      '/images/640/a.jpg',
      undefined,
    ]) {
      expect(optimizerUrl(url, UPLOADS), String(url)).toBeNull();
    }
  });

  it('find the uploads folder from CMS_MEDIA_URL, else CMS_URL, with or without a path', () => {
    expect(mediaUploadsUrl({ CMS_MEDIA_URL: 'https://media.brina.it/', CMS_URL: 'http://cms:1337' })).toBe('https://media.brina.it/uploads/');
    expect(mediaUploadsUrl({ CMS_URL: 'http://cms:1337/strapi' })).toBe('http://cms:1337/strapi/uploads/');
    expect(mediaUploadsUrl({})).toBe('http://localhost:1337/uploads/');
  });
});

describe('the CMS picture loader', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loaderWith(env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return (await import('@/components/ui/cms-image-props')).cmsImageLoader;
  }

  it('writes short addresses that server.mjs maps back to the same optimizer request', async () => {
    const loader = await loaderWith({ BRINA_MEDIA_UPLOADS: UPLOADS, BRINA_IMAGE_PATH: '/img/' });
    const short = loader({ src: `${UPLOADS}home_cover_57874d4c14.jpg`, width: 828 });
    expect(short).toBe('/img/828/home_cover_57874d4c14.jpg');
    expect(optimizerUrl(short, UPLOADS)).toBe(`/_next/image?url=${encodeURIComponent(`${UPLOADS}home_cover_57874d4c14.jpg`)}&w=828&q=75`);
  });

  it("keeps the optimizer's own address for names a short one cannot carry, and under next dev", async () => {
    const loader = await loaderWith({ BRINA_MEDIA_UPLOADS: UPLOADS, BRINA_IMAGE_PATH: '/img/' });
    expect(loader({ src: `${UPLOADS}a b.jpg`, width: 640 })).toBe(`/_next/image?url=${encodeURIComponent(`${UPLOADS}a b.jpg`)}&w=640&q=75`);
    const devLoader = await loaderWith({ BRINA_MEDIA_UPLOADS: UPLOADS, BRINA_IMAGE_PATH: '' });
    expect(devLoader({ src: `${UPLOADS}a.jpg`, width: 640 })).toBe(`/_next/image?url=${encodeURIComponent(`${UPLOADS}a.jpg`)}&w=640&q=75`);
  });
});
