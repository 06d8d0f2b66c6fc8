#!/usr/bin/env bash
# Proves the tests need nothing outside the repository: copies the checkout (tracked and new files,
# as a clone has them) to a temporary folder with no `shared/` beside it, links the installed
# node_modules into it (the workspace links point into the copy), and runs the Jest suites that
# once read ../shared/xrpl-data there. Any test that still reads a sibling folder fails here.
#
#   scripts/test-no-shared.sh            # the suites that used to read ../shared (about 2 minutes)
#   scripts/test-no-shared.sh --all      # every Jest project
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/ll-noshared.XXXXXX")"
copy="$work/repo"
trap 'rm -rf "$work"' EXIT
mkdir -p "$copy"

# The files a clone has (plus new, not yet committed ones when run in a working tree).
(cd "$repo" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$copy"
if [ -e "$work/shared" ] || [ -e "$copy/../shared" ]; then echo "a sibling shared/ exists beside the copy" >&2; exit 1; fi

# node_modules: every installed package linked, the workspace links re-made inside the copy.
mkdir -p "$copy/node_modules/@ledgerlens"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  name="$(basename "$entry")"
  [ "$name" = "@ledgerlens" ] || ln -s "$entry" "$copy/node_modules/$name"
done
for link in "$repo"/node_modules/@ledgerlens/*; do
  ln -s "../../$(basename "$link")" "$copy/node_modules/@ledgerlens/$(basename "$link")"
done
for pkg in "$repo"/*/node_modules; do
  ln -s "$pkg" "$copy/$(basename "$(dirname "$pkg")")/node_modules"
done

cd "$copy"
if [ "${1:-}" = "--all" ]; then
  npx jest
else
  npx jest \
    api/test/account-reserve.test.ts api/test/amendment-votes.test.ts api/test/balance-changes.test.ts \
    api/test/ledger-heldout.test.ts api/test/transaction-types.test.ts api/test/validator-list.test.ts \
    replay/test/loader.test.ts replay/test/ledger.test.ts replay/test/server.test.ts replay/test/tx.test.ts \
    mfe-learn/test/ctid.test.tsx mfe-search/test/pastedInput.test.tsx scripts/test/theme-init-secret.test.ts \
    shared/test/domain/basics.test.ts
fi
