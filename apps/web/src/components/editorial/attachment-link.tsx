// A link that downloads a CMS file, with its type and size.
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Attachment } from '@/lib/cms/media';

type Props = { file: Attachment; label: string; /** What is downloaded, for screen readers when `label` is generic. */ name?: string; className?: string };

export async function AttachmentLink({ file, label, name, className }: Props) {
  const [t, format] = await Promise.all([getTranslations('editorial'), getFormatter()]);
  const info =
    file.ext && file.sizeKb !== null
      ? t('fileInfo', { ext: file.ext, size: format.number(Math.max(file.sizeKb, 0.1), { maximumFractionDigits: 1 }) })
      : file.ext;
  return (
    <a
      href={file.url}
      download
      type={file.mime || undefined}
      className={className ?? 'inline-flex items-center gap-2 rounded-full border-2 border-leaf px-4 py-2 font-semibold text-leaf hover:bg-frost'}
      data-download
    >
      <span aria-hidden="true">↓</span>
      <span>
        {label}
        {name ? <span className="sr-only"> {name}</span> : null}
        {info ? <span className="font-normal"> ({info})</span> : null}
      </span>
    </a>
  );
}
