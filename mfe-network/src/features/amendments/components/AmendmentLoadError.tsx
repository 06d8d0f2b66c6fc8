import { Button, Card, CardTitle, Muted } from '@ledgerlens/shared';

/** The amendment pages' failure state: "Unable to load amendment information." with Retry (disabled while a retry runs). */
export function AmendmentLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert">
      <CardTitle>{title}</CardTitle>
      <Muted>Unable to load amendment information.</Muted>
      <Button onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Card>
  );
}
