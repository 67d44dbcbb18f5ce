// Work with us (consumer, Italian only: `/en/...` is a 404 through `screenOf`).
import { CareersPage } from '@/components/careers/careers-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { careersMetadata, loadCareers } from '@/loaders/careers';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('work-with-us', () => careersMetadata());

export default async function WorkWithUs(props: AudienceProps) {
  await screenOf(props, 'work-with-us');
  return <CareersPage {...await loadCareers()} />;
}
