import { NotFoundContent } from '@/components/pages/not-found-content';

export default function NotFound() {
  return <NotFoundContent compact />;
}
