// Cost per portion (food service): a GET form; the buyer's prices are in the query, so the page
// renders per request and is never cached or indexed.
import { CostCalculatorPage } from '@/components/foodservice/cost-calculator-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { costCalculatorMetadata, loadCostCalculator } from '@/loaders/foodservice-tools';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('cost-calculator', ({ locale }) => costCalculatorMetadata(locale));

export default async function CostCalculator(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'cost-calculator', true);
  const data = await loadCostCalculator(locale, searchParams);
  return <CostCalculatorPage {...data} />;
}
