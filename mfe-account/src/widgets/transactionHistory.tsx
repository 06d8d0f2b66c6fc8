/** `./widgets/transactionHistory`: the account's transaction history list for another area (slot `account`). */
import type { AccountWidgetProps } from '@ledgerlens/shared';
import { TransactionHistory } from '../features/account/components/TransactionHistory';

export default function TransactionHistoryWidget({ address }: AccountWidgetProps) {
  return <TransactionHistory address={address} />;
}
