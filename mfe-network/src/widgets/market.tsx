/** `./widgets/market`: the home "XRP Market Info" card with its price history chart (slot `home`). */
import type { HomeWidgetProps } from '@ledgerlens/shared';
import { MarketCard } from '../features/market/components/MarketCard';

export default function MarketWidget(_props: HomeWidgetProps) {
  return <MarketCard />;
}
