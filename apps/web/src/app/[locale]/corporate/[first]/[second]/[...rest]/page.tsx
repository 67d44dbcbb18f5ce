// No screen has more segments than a corporate category page: anything deeper is a 404.
import { tooDeep } from '@/screens/corporate';

export default tooDeep;
