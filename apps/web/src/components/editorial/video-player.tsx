// An accessible video: native controls, poster, a fallback link, the transcript in a disclosure
// and a download link. Without an uploaded file, an external video opens in a new tab.
import { getTranslations } from 'next-intl/server';
import type { VideoItem } from '@/lib/cms/downloads';
import { VideoSource } from '../ui/video-source';
import { AttachmentLink } from './attachment-link';

/** True when the address is a video file the browser can play itself. */
const playable = (url: string) => /\.(mp4|webm|ogv|ogg|mov)(\?.*)?$/i.test(url);

export async function VideoPlayer({ video, titleId }: { video: VideoItem; titleId: string }) {
  const [t, ta] = await Promise.all([getTranslations('editorial'), getTranslations('a11y')]);
  const src = video.file?.url ?? (video.videoUrl && playable(video.videoUrl) ? video.videoUrl : null);
  const external = !src && video.videoUrl ? video.videoUrl : null;
  return (
    <div className="space-y-4" data-video={video.slug}>
      {src ? (
        <video
          controls
          preload="none"
          playsInline
          poster={video.poster?.url}
          aria-labelledby={titleId}
          aria-describedby={video.transcript ? `${titleId}-transcript` : undefined}
          width={video.poster?.width ?? 1280}
          height={video.poster?.height ?? 720}
          className="aspect-video h-auto w-full rounded-2xl bg-ink object-cover"
        >
          <VideoSource src={src} mime={video.file?.mime} fallback={t('videoFallback')} download={t('downloadVideo')} />
        </video>
      ) : null}
      {external ? (
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark"
        >
          {t('watchVideo')}{' '}
          <span className="sr-only">
            {video.title} {ta('opensInNewTab')}
          </span>
        </a>
      ) : null}
      {video.transcript ? (
        <details className="rounded-xl bg-white p-4 ring-1 ring-line" data-transcript>
          <summary className="cursor-pointer font-semibold">{t('transcript')}</summary>
          <p id={`${titleId}-transcript`} className="mt-2 whitespace-pre-line">
            {video.transcript}
          </p>
        </details>
      ) : null}
      {video.file ? <AttachmentLink file={video.file} label={t('downloadVideo')} name={video.title} /> : null}
    </div>
  );
}
