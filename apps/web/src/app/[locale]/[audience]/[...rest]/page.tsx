// Paths of an audience that match no screen (a screen not built yet, a mistyped URL): the 404
// page inside that audience's layout.
import { noScreen } from '@/lib/routing/params';

export default noScreen;
