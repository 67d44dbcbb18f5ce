// Blog article (Italian only), ISR.
import type { Metadata } from 'next';
import { BlogArticlePage } from '@/components/editorial/blog';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { blogArticleMetadata, blogStaticParams, loadBlogArticle } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string; category: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = blogStaticParams;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, category, slug } = await screenOf(props, 'blog-category-slug');
  return blogArticleMetadata(locale, mode, category, slug);
}

export default async function BlogArticle(props: Props) {
  const { locale, mode, category, slug } = await screenOf(props, 'blog-category-slug');
  const data = await loadBlogArticle(locale, mode, category, slug);
  return <BlogArticlePage {...data} />;
}
