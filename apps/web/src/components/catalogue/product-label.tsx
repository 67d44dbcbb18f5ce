// The product's label (EU Reg. 1169/2011, issue 26): ingredients with the allergens in bold and
// announced to screen readers, what it contains and may contain, net quantity, origin, storage,
// shelf life, GTINs and the pack's QR code (GS1 Digital Link); the producer and the plant with its
// registration number, and for food service the microbiological criteria (issue 37).
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
  add('producer', t('producer'), label.producer);
  add('plant', t('plant'), label.plant);
  add('plant-approval', t('plantApproval'), label.plantApproval);
  const wide = new Set(['storage', 'producer', 'plant']);
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
              <div key={key} data-fact={key} className={wide.has(key) ? 'sm:col-span-2' : undefined}>
                <dt className="text-sm text-ink-soft">{text}</dt>
                <dd
                  className={
                    key.startsWith('gtin') || key === 'plant-approval'
                      ? 'font-mono font-semibold tabular-nums'
                      : wide.has(key)
                        ? 'whitespace-pre-line'
                        : 'font-semibold'
                  }
                >
                  {value}
                </dd>
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
        {mode === 'B2B' && label.microbiology.length ? (
          <div className="md:col-span-2" data-microbiology>
            <h3 className="font-semibold">{t('microbiology.title')}</h3>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="pb-2 text-left text-ink-soft">{t('microbiology.caption')}</caption>
                <thead>
                  <tr className="border-b border-ink">
                    {(['microorganism', 'limit', 'method', 'reference'] as const).map((column) => (
                      <th key={column} scope="col" className="py-2 pr-4">
                        {t(`microbiology.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {label.microbiology.map((m) => (
                    <tr key={m.microorganism} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pr-4 font-semibold">
                        {m.microorganism}
                      </th>
                      <td className="py-2 pr-4">{m.limit}</td>
                      <td className="py-2 pr-4">{m.method ?? '–'}</td>
                      <td className="py-2 pr-4">{m.reference ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </div>
    </TitledSection>
  );
}
