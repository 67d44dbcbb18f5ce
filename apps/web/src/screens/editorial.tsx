// Editorial screens: home, blog, downloads, videos, legal area, landing pages, manifesto, press
// area and the food-service pages. Screens that exist in one audience only 404 in the other.
import { BlogArticlePage, BlogList, blogArticleMetadata, blogListMetadata } from '@/components/editorial/blog';
import { DownloadsPage, downloadsMetadata } from '@/components/editorial/downloads';
import { ChannelPage, FoodservicePage, channelMetadata, foodservicePageMetadata } from '@/components/editorial/foodservice-pages';
import { LandingPageView, landingMetadata } from '@/components/editorial/landing-page';
import { LegalAreaPage, legalMetadata } from '@/components/editorial/legal-page';
import { ManifestoPage, manifestoMetadata } from '@/components/editorial/manifesto';
import { PressDetail, PressList, pressDetailMetadata, pressListMetadata } from '@/components/editorial/press';
import { VideoDownloadsPage, videoDownloadsMetadata } from '@/components/editorial/video-downloads';
import { HomePage } from '@/components/pages/home-page';
import { homeMetadata } from '@/lib/seo/home-metadata';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };
type Slug = Audience & { slug: string };
type Category = Audience & { category: string };

export const home = audienceScreen<Audience>('index', { render: (s) => <HomePage {...s} />, metadata: (s) => homeMetadata(s.mode, s.locale) });

export const blogList = audienceScreen<Audience>('blog', { render: (s) => <BlogList {...s} />, metadata: blogListMetadata, readsQuery: true });
export const blogCategory = audienceScreen<Category>('blog-category', { render: (s) => <BlogList {...s} />, metadata: blogListMetadata, readsQuery: true });
export const blogArticle = audienceScreen<Category & { slug: string }>('blog-category-slug', { render: (s) => <BlogArticlePage {...s} />, metadata: blogArticleMetadata });

export const videoDownloads = audienceScreen<Audience>('video-downloads', { render: (s) => <VideoDownloadsPage {...s} />, metadata: videoDownloadsMetadata });
export const legalArea = audienceScreen<Slug>('legal-area-slug', { render: (s) => <LegalAreaPage {...s} />, metadata: legalMetadata });
export const landing = audienceScreen<Slug>('landing-slug', { render: (s) => <LandingPageView {...s} />, metadata: landingMetadata });

export const manifesto = audienceScreen<Audience>('manifesto', { render: (s) => <ManifestoPage {...s} />, metadata: (s) => manifestoMetadata(s.locale) });
export const downloads = audienceScreen<Audience>('downloads', { render: (s) => <DownloadsPage {...s} />, metadata: (s) => downloadsMetadata(s.locale) });
export const pressList = audienceScreen<Audience>('press-area', { render: (s) => <PressList {...s} />, metadata: pressListMetadata, readsQuery: true });
export const pressDetail = audienceScreen<Slug>('press-area-slug', { render: (s) => <PressDetail {...s} />, metadata: pressDetailMetadata });

export const chefOnline = audienceScreen<Audience>('chef-online', {
  render: (s) => <FoodservicePage model="chef-online-page" {...s} />,
  metadata: (s) => foodservicePageMetadata({ model: 'chef-online-page', ...s }),
});
export const productChoice = audienceScreen<Audience>('product-choice', {
  render: (s) => <FoodservicePage model="product-choice-page" {...s} />,
  metadata: (s) => foodservicePageMetadata({ model: 'product-choice-page', ...s }),
});
export const tailoredSolutions = audienceScreen<Audience>('tailored-solutions', {
  render: (s) => <FoodservicePage model="tailored-solutions-page" {...s} />,
  metadata: (s) => foodservicePageMetadata({ model: 'tailored-solutions-page', ...s }),
});
export const channel = audienceScreen<Slug>('channel-slug', { render: (s) => <ChannelPage {...s} />, metadata: channelMetadata });
