// Search screens: `/it/ricerca`, `/en/search` and the food-service copies (`/foodservice/...`).
import { SearchPage, searchMetadata } from '@/components/search/search-page';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };

export const search = audienceScreen<Audience>('search', { render: (s) => <SearchPage {...s} />, metadata: searchMetadata, readsQuery: true });
