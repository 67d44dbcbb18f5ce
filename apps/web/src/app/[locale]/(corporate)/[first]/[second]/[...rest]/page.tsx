import { notFound } from 'next/navigation';

/** No screen has more segments than this: anything deeper is a 404. */
export default function Unmatched() {
  notFound();
}
