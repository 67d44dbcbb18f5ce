import { renderRichText } from '@/lib/rich-text';

/** CMS rich text, sanitised (see lib/rich-text). */
export function RichText({ markdown, className = '' }: { markdown: string; className?: string }) {
  return <div className={`prose-brina ${className}`} dangerouslySetInnerHTML={{ __html: renderRichText(markdown) }} />;
}
