// Blog category (Italian only).
import { BlogList } from '@/components/editorial/blog';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string; category: string }>;

export const generateMetadata = screenMetadata<Props>(
  'blog-category',
  ({ locale, mode, category, searchParams }) => blogListMetadata(locale, mode, category, searchParams),
  true,
);

export default async function BlogCategoryPage(props: Props) {
  const { locale, mode, category, searchParams } = await screenOf(props, 'blog-category', true);
  const data = await loadBlogList(locale, mode, category, searchParams);
  return <BlogList {...data} />;
}
