import { getTranslations } from 'next-intl/server';
import { VideoSource } from '../ui/video-source';
import type { SectionProps } from './types';

export async function VideoSection({ section }: SectionProps<'video'>) {
  const t = await getTranslations('sections');
  const src = section.video?.url ?? section.videoUrl;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12" data-section="video">
      <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
      {section.description ? <p className="mt-2 text-ink-soft">{section.description}</p> : null}
      {src ? (
        <video controls preload="none" poster={section.poster?.url} className="mt-6 aspect-video w-full rounded-2xl bg-ink" width={1280} height={720}>
          <VideoSource src={src} mime={section.video?.mime} fallback={t('videoFallback')} download={t('downloadVideo')} />
        </video>
      ) : null}
      {section.transcript ? (
        <details className="mt-4 rounded-xl bg-white p-4 ring-1 ring-line">
          <summary className="cursor-pointer font-semibold">{t('transcript')}</summary>
          <p className="mt-2 whitespace-pre-line">{section.transcript}</p>
        </details>
      ) : null}
    </section>
  );
}
