import { lazy, Suspense, useState } from 'react';
import { Button, Dialog } from '@ledgerlens/shared';

const AboutContent = lazy(() => import('./AboutContent'));

/**
 * "About this site": each front end of this page (the shell and every remote in `remotes.json`)
 * with its name, version and where it was loaded from, so a visitor or an operator can see
 * which independently deployed versions make up the page. The body (`AboutContent`) is loaded
 * when the dialog opens.
 */
export function AboutDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="About this site"
      description="LedgerLens is made of parts that are deployed independently."
      trigger={
        <Button variant="ghost" size="sm">
          About this site
        </Button>
      }
    >
      {open && (
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <AboutContent />
        </Suspense>
      )}
    </Dialog>
  );
}
