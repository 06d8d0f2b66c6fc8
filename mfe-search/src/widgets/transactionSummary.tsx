/**
 * `mfe_search/widgets/transactionSummary`: a transaction's summary card, for the shell's
 * `transaction` slot (home shows it for a transaction search result in place, `/?q=…`).
 * Props: `TransactionWidgetProps` of `@ledgerlens/shared` (`id`, `onBack`).
 */
import { TransactionSummary } from '../features/transaction/components/TransactionSummary';

export default TransactionSummary;
