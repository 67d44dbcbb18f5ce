// Store locator screen (consumer mode, Italian only: its English URL and the food-service copy are 404).
import { StoreLocatorPage, storeLocatorMetadata } from '@/components/stores/store-locator';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };

/** Reads `?cap=&product=` (or `?lat=&lng=`): rendered per request from the data in memory. */
export const storeLocator = audienceScreen<Audience>('store-locator', {
  render: (s) => <StoreLocatorPage locale={s.locale} searchParams={s.searchParams} />,
  metadata: (s) => storeLocatorMetadata(s.locale),
  readsQuery: true,
});
