#!/usr/bin/env bash
# Runs a command with the team data folder beside the repository (`../shared`) out of reach, to
# prove the repository is self-contained: a clone on its own passes `npm test`.
#
#   scripts/without-shared.sh npm test
#
# Where a sibling `shared/` exists and mount namespaces are allowed (root, as in CI), the command runs
# in its own mount namespace with an empty folder mounted over `../shared`: any read of it fails.
# Without a sibling there is nothing to hide. Otherwise (no namespaces) the command runs as is and
# `scripts/test-no-shared.sh` then runs the suites that once read the team data in a copy of the
# checkout with no sibling folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
sibling="$(dirname "$repo")/shared"

if [ ! -e "$sibling" ]; then
  exec "$@"
fi
if unshare --mount true 2>/dev/null; then
  empty="$(mktemp -d "${TMPDIR:-/tmp}/ll-no-shared.XXXXXX")"
  echo "without-shared.sh: $sibling hidden (an empty folder mounted over it) for: $*" >&2
  # The mount lives and dies with the namespace; nothing outside it sees the empty folder.
  set +e
  unshare --mount --propagation private bash -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' _ "$empty" "$sibling" "$@"
  status=$?
  set -e
  rmdir "$empty" 2>/dev/null || true
  exit $status
fi
echo "without-shared.sh: mount namespaces not allowed here; running as is, then scripts/test-no-shared.sh" >&2
"$@"
exec "$repo/scripts/test-no-shared.sh"
