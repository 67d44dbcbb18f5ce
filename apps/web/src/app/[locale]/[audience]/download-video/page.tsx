// Video downloads of both audiences.
import { videoDownloads } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = videoDownloads.metadata;
export default videoDownloads.Page;
