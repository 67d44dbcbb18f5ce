import type { CtaLink } from '@/lib/cms/media';
import { CtaLinkView } from '../ui/smart-link';

export function CtaButton({ cta, variant = 'solid' }: { cta: CtaLink; variant?: 'solid' | 'outline' | 'light' | 'outline-light' }) {
  const styles = {
    solid: 'bg-leaf text-white hover:bg-leaf-dark',
    outline: 'border-2 border-leaf text-leaf hover:bg-frost',
    light: 'bg-white text-leaf hover:bg-frost',
    'outline-light': 'border-2 border-white text-white hover:bg-white/10',
  }[variant];
  return <CtaLinkView cta={cta} className={`inline-block rounded-full px-6 py-3 font-semibold ${styles}`} />;
}
