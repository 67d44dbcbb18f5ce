// Store locator (search in the URL `?cap=&product=` or `?lat=&lng=`: rendered per request from the
// locator data kept in memory).
import { StoreLocatorPage } from '@/components/stores/store-locator';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadStoreLocator, storeLocatorMetadata } from '@/loaders/stores';

export const generateMetadata = screenMetadata('store-locator', ({ locale }) => storeLocatorMetadata(locale), true);

export default async function StoreLocator(props: AudienceProps) {
  const { locale, searchParams } = await screenOf(props, 'store-locator', true);
  return <StoreLocatorPage {...await loadStoreLocator(locale, searchParams)} />;
}
