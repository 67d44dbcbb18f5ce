// Store locator (search in the URL `?cap=&product=` or `?lat=&lng=`: rendered per request from the
// locator data kept in memory).
import { StoreLocatorPage } from '@/components/stores/store-locator';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadStoreLocator, storeLocatorMetadata } from '@/loaders/stores';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('store-locator', ({ locale }) => storeLocatorMetadata(locale), true);

export default async function StoreLocator(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'store-locator', true);
  const data = await loadStoreLocator(locale, searchParams);
  return <StoreLocatorPage {...data} />;
}
