// next-intl's navigation APIs bound to our routing (public paths from internal pathnames).
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { getPathname } = createNavigation(routing);
