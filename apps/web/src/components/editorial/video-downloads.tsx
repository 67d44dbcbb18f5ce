// Video downloads (`/download-video`, `/download-video-area`; both modes): the mode's videos,
// each with a player, transcript and download link.
import { getFormatter, getTranslations } from 'next-intl/server';
import { isoSeconds } from '@/lib/cms/downloads';
import { homePath } from '@/lib/routing/paths';
import { videosPath, type VideosData } from '@/loaders/editorial';
import { PageCrumbs, PageHeading } from './page-header';
import { VideoPlayer } from './video-player';

export async function VideoDownloadsPage({ locale, mode, videos }: VideosData) {
  const [t, format] = await Promise.all([getTranslations('editorial'), getFormatter()]);
  const title = t('videosTitle');
  return (
    <div data-video-downloads>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={[{ label: title, href: videosPath(locale, mode) }]} />
      <PageHeading title={title} intro={t(mode === 'B2B' ? 'videosIntroB2B' : 'videosIntro')} wide />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-10">
        {videos.length ? (
          <ul className="grid gap-10 lg:grid-cols-2">
            {videos.map((video) => {
              const titleId = `video-${video.slug || video.documentId}`;
              const iso = isoSeconds(video.durationSeconds);
              const seconds = video.durationSeconds ?? 0;
              return (
                <li key={video.documentId}>
                  <article aria-labelledby={titleId} className="space-y-3">
                    <h2 id={titleId} className="font-serif text-2xl font-semibold">
                      {video.title}
                    </h2>
                    {iso ? (
                      <p className="text-sm text-ink-soft">
                        {t('duration')}:{' '}
                        <time dateTime={iso}>
                          {t('durationValue', { minutes: format.number(Math.floor(seconds / 60)), seconds: Math.round(seconds % 60) })}
                        </time>
                      </p>
                    ) : null}
                    {video.description ? <p>{video.description}</p> : null}
                    <VideoPlayer video={video} titleId={titleId} />
                  </article>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-6 ring-1 ring-line">{t('noVideos')}</p>
        )}
      </div>
    </div>
  );
}
