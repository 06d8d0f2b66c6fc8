import { Badge, type BadgeTone } from '@ledgerlens/shared';

/** Badge tone of a difficulty (spec §2: Beginner green, Intermediate yellow, Advanced red, other grey). */
export function difficultyTone(difficulty: string): BadgeTone {
  return difficulty === 'Beginner' ? 'success' : difficulty === 'Intermediate' ? 'warning' : difficulty === 'Advanced' ? 'danger' : 'neutral';
}

/** The difficulty badge of an article. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge tone={difficultyTone(difficulty)} data-difficulty={difficulty}>
      {difficulty}
    </Badge>
  );
}
