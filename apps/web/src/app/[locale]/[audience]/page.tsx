// Home of both audiences (consumer `/it`, food service `/it/foodservice`).
import { home } from '@/screens/editorial';

export const generateMetadata = home.metadata;
export default home.Page;
