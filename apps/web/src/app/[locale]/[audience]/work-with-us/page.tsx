// Work with us (consumer, Italian only).
import { workWithUs } from '@/screens/careers';

export const revalidate = 3600;
export const generateMetadata = workWithUs.metadata;
export default workWithUs.Page;
