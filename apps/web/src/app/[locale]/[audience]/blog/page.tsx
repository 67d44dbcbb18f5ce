// Blog (Italian only).
import { BlogList } from '@/components/editorial/blog';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>(
  'blog',
  ({ locale, mode, searchParams }) => blogListMetadata(locale, mode, undefined, searchParams),
  true,
);

export default async function BlogPage(props: Props) {
  const { locale, mode, searchParams } = await screenOf(props, 'blog', true);
  const data = await loadBlogList(locale, mode, undefined, searchParams);
  return <BlogList {...data} />;
}
