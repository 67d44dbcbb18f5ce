// Store locator (search in the URL: rendered per request from the locator data kept in memory).
import { storeLocator } from '@/screens/stores';

export const generateMetadata = storeLocator.metadata;
export default storeLocator.Page;
