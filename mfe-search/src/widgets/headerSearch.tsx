/**
 * `mfe_search/widgets/headerSearch`: the search box the shell puts in its `header` slot.
 * Props: `HeaderWidgetProps` of `@ledgerlens/shared` (`compact`, `onSearched`).
 */
import { HeaderSearch } from '../features/search/components/HeaderSearch';

export default HeaderSearch;
