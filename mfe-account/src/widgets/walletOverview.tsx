/** `./widgets/walletOverview`: the wallet overview card for another area (slot `account`, props {@link AccountWidgetProps}). */
import type { AccountWidgetProps } from '@ledgerlens/shared';
import { WalletOverview } from '../features/account/components/WalletOverview';

export default function WalletOverviewWidget({ address, onBack }: AccountWidgetProps) {
  return <WalletOverview address={address} onBack={onBack} />;
}
