// Blog category (Italian only).
import { BlogList } from '@/components/editorial/blog';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

type Props = AudienceProps<{ category: string }>;

export const generateMetadata = screenMetadata<Props>(
  'blog-category',
  ({ locale, mode, category, searchParams }) => blogListMetadata(locale, mode, category, searchParams),
  true,
);

export default async function BlogCategoryPage(props: Props) {
  const { locale, mode, category, searchParams } = await screenOf(props, 'blog-category', true);
  return <BlogList {...await loadBlogList(locale, mode, category, searchParams)} />;
}
