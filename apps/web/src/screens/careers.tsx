// Work with us (consumer mode, Italian only: `/en/...` is a 404 through `screenOf`).
import { CareersPage, careersMetadata } from '@/components/careers/careers-page';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };

export const workWithUs = audienceScreen<Audience>('work-with-us', { render: () => <CareersPage />, metadata: () => careersMetadata() });
