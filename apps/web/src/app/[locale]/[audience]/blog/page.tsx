// Blog (Italian only).
import type { Metadata } from 'next';
import { BlogList } from '@/components/editorial/blog';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { blogListMetadata, loadBlogList } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, searchParams } = await screenOf(props, 'blog', true);
  return blogListMetadata(locale, mode, undefined, searchParams);
}

export default async function BlogPage(props: Props) {
  const { locale, mode, searchParams } = await screenOf(props, 'blog', true);
  const data = await loadBlogList(locale, mode, undefined, searchParams);
  return <BlogList {...data} />;
}
