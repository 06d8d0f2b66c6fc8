/** `./widgets/validators`: the home Network Validators card (slot `home`). */
import type { HomeWidgetProps } from '@ledgerlens/shared';
import { ValidatorsCard } from '../features/validators/components/ValidatorsCard';

export default function ValidatorsWidget(_props: HomeWidgetProps) {
  return <ValidatorsCard />;
}
