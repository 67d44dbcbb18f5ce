// Blog (Italian only).
import { BlogList } from '@/components/editorial/blog';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

export const generateMetadata = screenMetadata('blog', ({ locale, mode, searchParams }) => blogListMetadata(locale, mode, undefined, searchParams), true);

export default async function BlogPage(props: AudienceProps) {
  const { locale, mode, searchParams } = await screenOf(props, 'blog', true);
  return <BlogList {...await loadBlogList(locale, mode, undefined, searchParams)} />;
}
