/** `./widgets/learningGuide`: the home Learning Guide (slot `home`); the tips' text comes with this module, not the shell. */
import type { HomeWidgetProps } from '@ledgerlens/shared';
import { LearningGuide } from '../features/tips/components/LearningGuide';

export default function LearningGuideWidget(_props: HomeWidgetProps) {
  return <LearningGuide />;
}
