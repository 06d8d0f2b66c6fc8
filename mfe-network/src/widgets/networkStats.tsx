/** `./widgets/networkStats`: the home Network Statistics card (slot `home`). */
import type { HomeWidgetProps } from '@ledgerlens/shared';
import { NetworkStatsCard } from '../features/stats/components/NetworkStatsCard';

export default function NetworkStatsWidget(_props: HomeWidgetProps) {
  return <NetworkStatsCard />;
}
