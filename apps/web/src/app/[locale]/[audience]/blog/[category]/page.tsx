// Blog category (Italian only).
import type { Metadata } from 'next';
import { BlogList } from '@/components/editorial/blog';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string; category: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, category, searchParams } = await screenOf(props, 'blog-category', true);
  return blogListMetadata(locale, mode, category, searchParams);
}

export default async function BlogCategoryPage(props: Props) {
  const { locale, mode, category, searchParams } = await screenOf(props, 'blog-category', true);
  const data = await loadBlogList(locale, mode, category, searchParams);
  return <BlogList {...data} />;
}
