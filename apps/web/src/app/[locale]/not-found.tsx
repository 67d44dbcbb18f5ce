// 404 for the rare requests that reach no audience or corporate layout (paths the proxy does not
// rewrite, such as `/it/x.txt`); every public URL gets its 404 inside a layout's chrome instead.
// Next puts this boundary into the RSC payload of every page, so it stays small: no site chrome.
import { NotFoundContent } from '@/components/pages/not-found-content';

export default function LocaleNotFound() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <NotFoundContent compact />
    </main>
  );
}
