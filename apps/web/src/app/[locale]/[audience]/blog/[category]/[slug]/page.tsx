// Blog article (Italian only), ISR.
import { BlogArticlePage } from '@/components/editorial/blog';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { blogArticleMetadata, blogStaticParams, loadBlogArticle } from '@/loaders/editorial';

type Props = AudienceProps<{ category: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = blogStaticParams;

export const generateMetadata = screenMetadata<Props>('blog-category-slug', ({ locale, mode, category, slug }) =>
  blogArticleMetadata(locale, mode, category, slug),
);

export default async function BlogArticle(props: Props) {
  const { locale, mode, category, slug } = await screenOf(props, 'blog-category-slug');
  return <BlogArticlePage {...await loadBlogArticle(locale, mode, category, slug)} />;
}
