// The product's label (EU Reg. 1169/2011, issue 26): ingredients with the allergens in bold and
// announced to screen readers, what it contains and may contain, net quantity, origin, storage,
// shelf life, GTINs and the pack's QR code (GS1 Digital Link).
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AllergenCode } from '@/lib/catalogue/allergens';
import { digitalLinkPath } from '@/lib/catalogue/gtin';
import { ingredientParts } from '@/lib/catalogue/ingredients';
import type { ProductDetail } from '@/lib/cms/product';
import type { AudienceMode } from '@/lib/routing/routes';
import { siteUrl } from '@/lib/seo/metadata';
import { TitledSection } from '../ui/titled-section';

export async function ProductLabelView({ product, mode }: { product: ProductDetail; mode: AudienceMode }) {
  const [t, ta, format] = await Promise.all([getTranslations('productInfo'), getTranslations('allergens'), getFormatter()]);
  const label = product.label;
  const names = (codes: readonly AllergenCode[]) =>
    format.list(
      codes.map((c) => ta(c)),
      { type: 'conjunction' },
    );
  const qrUrl = label.gtin ? `${siteUrl()}${digitalLinkPath(label.gtin)}` : null;
  const facts: [string, string, string][] = [];
  const add = (key: string, text: string, value: string | null) => {
    if (value) facts.push([key, text, value]);
  };
  add(
    'net-quantity',
    t('netQuantity'),
    label.netQuantityG === null
      ? null
      : label.netQuantityG >= 1000
        ? t('kilograms', { value: label.netQuantityG / 1000 })
        : t('grams', { value: label.netQuantityG }),
  );
  add('origin', t('origin'), label.origin);
  add('storage', t('storage'), label.storage);
  add('shelf-life', t('shelfLife'), product.features.shelfLife);
  add('gtin', t('gtin'), label.gtin);
  add('gtin-carton', t('gtinCarton'), label.gtinCarton);
  if (mode === 'B2B') {
    add('cooking-yield', t('cookingYield'), label.cookingYieldPercent === null ? null : t('percent', { value: label.cookingYieldPercent }));
    add('carton-gross', t('cartonGross'), label.cartonGrossWeightKg === null ? null : t('kilograms', { value: label.cartonGrossWeightKg }));
  }
  add('certifications', t('certifications'), label.certifications);
  return (
    <TitledSection titleId="label-title" title={t('title')} className="rounded-2xl bg-white p-6 ring-1 ring-line lg:col-span-2" data-product-label>
      <div className="mt-4 grid gap-8 md:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          {label.ingredients ? (
            <div>
              <h3 className="font-semibold">{t('ingredients')}</h3>
              <p className="mt-1" data-ingredients>
                {ingredientParts(label.ingredients).map((part, i) =>
                  part.allergen ? (
                    <strong key={i} className="font-bold" data-allergen>
                      {part.text}
                      <span className="sr-only"> {t('allergenMark')}</span>
                    </strong>
                  ) : (
                    part.text
                  ),
                )}
              </p>
              <p className="mt-1 text-sm text-ink-soft">{t('allergenNote')}</p>
            </div>
          ) : null}
          <dl className="space-y-2" data-allergens>
            <div>
              <dt className="inline font-semibold">{t('contains')}: </dt>
              <dd className="inline" data-contains={product.allergensContains.join(' ')}>
                {product.allergensContains.length ? <strong>{names(product.allergensContains)}</strong> : t('containsNone')}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('mayContain')}: </dt>
              <dd className="inline" data-traces={product.allergensTraces.join(' ')}>
                {product.allergensTraces.length ? names(product.allergensTraces) : t('mayContainNone')}
              </dd>
            </div>
          </dl>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-label-facts>
            {facts.map(([key, text, value]) => (
              <div key={key} data-fact={key} className={key === 'storage' ? 'sm:col-span-2' : undefined}>
                <dt className="text-sm text-ink-soft">{text}</dt>
                <dd className={key.startsWith('gtin') ? 'font-mono font-semibold tabular-nums' : key === 'storage' ? '' : 'font-semibold'}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {qrUrl ? (
          <figure className="w-40 justify-self-start md:justify-self-end" data-pack-qr>
            {/* An image of a cached SVG route (app/api/qr): no path data in the HTML or the payload. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our route, nothing to optimise */}
            <img
              src={`/api/qr/${label.gtin}`}
              alt={t('qrAlt', { title: product.title })}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="h-40 w-40"
              data-qr={qrUrl}
            />
            <figcaption className="mt-2 break-all text-xs text-ink-soft">
              <span className="block font-semibold text-ink">{t('qrTitle')}</span>
              {qrUrl}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </TitledSection>
  );
}
