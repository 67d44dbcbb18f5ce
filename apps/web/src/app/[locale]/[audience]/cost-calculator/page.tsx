// Cost per portion (food service): a GET form; the buyer's prices are in the query, so the page
// renders per request and is never cached or indexed.
import { CostCalculatorPage } from '@/components/foodservice/cost-calculator-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { costCalculatorMetadata, loadCostCalculator } from '@/loaders/foodservice-tools';

export const generateMetadata = screenMetadata('cost-calculator', ({ locale }) => costCalculatorMetadata(locale));

export default async function CostCalculator(props: AudienceProps) {
  const { locale, searchParams } = await screenOf(props, 'cost-calculator', true);
  return <CostCalculatorPage {...await loadCostCalculator(locale, searchParams)} />;
}
