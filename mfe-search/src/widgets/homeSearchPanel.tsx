/**
 * `mfe_search/widgets/homeSearchPanel`: the "Explore the XRP Ledger" card the shell puts in its
 * `home` slot. Props: `HomeWidgetProps` of `@ledgerlens/shared` (none).
 */
import { HomeSearchPanel } from '../features/search/components/HomeSearchPanel';

export default HomeSearchPanel;
