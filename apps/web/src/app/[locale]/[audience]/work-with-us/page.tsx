// Work with us (consumer, Italian only: `/en/...` is a 404 through `screenOf`).
import { CareersPage } from '@/components/careers/careers-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { careersMetadata, loadCareers } from '@/loaders/careers';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('work-with-us', () => careersMetadata());

export default async function WorkWithUs(props: Props) {
  await screenOf(props, 'work-with-us');
  const data = await loadCareers();
  return <CareersPage {...data} />;
}
