// The newsletter settings' fallback chain (spec sections 4 and 9): the asked locale; if it fails,
// the default locale (Italian); if both fail, the built-in content, with a warning logged.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsGet } from '@/lib/cms/client';
import { recordCmsFailure, recordCmsSuccess } from '@/lib/cms/health';
import { NEWSLETTER_FALLBACK, getNewsletter } from '@/lib/cms/site';
import { log } from '@/lib/log';

vi.mock('@/lib/cms/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/cms/client')>()), cmsGet: vi.fn() }));

const settings = (locale: string) => ({
  data: { title: `Newsletter ${locale}`, confirm_message: `Grazie ${locale}`, show_name_fields: false, background_image: null },
});

/** The CMS answers these locales and fails the others. */
function cmsAnswers(...locales: string[]) {
  vi.mocked(cmsGet).mockImplementation(async (_path, options) => {
    const locale = String(options.query?.locale);
    if (locales.includes(locale)) return settings(locale);
    throw new Error(`CMS unavailable for ${locale}`);
  });
}

const warn = vi.spyOn(log, 'warn');

beforeEach(() => {
  vi.mocked(cmsGet).mockReset();
  warn.mockClear();
  // A recorded outage that ends clears the "already logged" memory, so each test sees its warning.
  recordCmsFailure('test');
  recordCmsSuccess();
});

describe('newsletter settings', () => {
  it('the asked locale when it answers', async () => {
    cmsAnswers('it', 'en');
    expect(await getNewsletter('en')).toEqual({ title: 'Newsletter en', confirmMessage: 'Grazie en', showNameFields: false, backgroundImage: null });
    expect(vi.mocked(cmsGet)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(cmsGet).mock.calls[0]?.[1].query).toMatchObject({ locale: 'en', populate: 'background_image' });
  });

  it('the default locale when the asked one fails, with a warning', async () => {
    cmsAnswers('it');
    expect((await getNewsletter('en')).title).toBe('Newsletter it');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ what: 'newsletter en' }), expect.any(String));
  });

  it('the built-in content when both fail, with warnings', async () => {
    cmsAnswers();
    expect(await getNewsletter('en')).toEqual(NEWSLETTER_FALLBACK);
    expect(NEWSLETTER_FALLBACK).toMatchObject({ backgroundImage: null, showNameFields: true });
    expect(NEWSLETTER_FALLBACK.title).toMatch(/newsletter/i);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ what: 'newsletter it (fallback)' }), expect.any(String));
  });

  it('Italian asked and failing: straight to the built-in content (Italian is the default)', async () => {
    cmsAnswers('en');
    expect(await getNewsletter('it')).toEqual(NEWSLETTER_FALLBACK);
    expect(vi.mocked(cmsGet)).toHaveBeenCalledTimes(1);
  });

  it('an empty answer (no title) counts as a failure', async () => {
    vi.mocked(cmsGet).mockImplementation(async (_path, options) =>
      options.query?.locale === 'en' ? { data: { title: '', confirm_message: '' } } : settings('it'),
    );
    expect((await getNewsletter('en')).title).toBe('Newsletter it');
  });
});
