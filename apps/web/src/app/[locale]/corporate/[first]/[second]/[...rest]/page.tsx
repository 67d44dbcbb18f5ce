// No screen has more segments than a corporate category page: anything deeper is a 404.
import { noScreen } from '@/lib/routing/params';

export default noScreen;
