#!/usr/bin/env bash
# Regenerates schema.graphql and codegen's output (client/src/gql, server/src/gql), then fails if either differs
# from what is committed: generated files must never drift from their sources.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent schema
npm run --silent codegen
if ! git diff --exit-code -- schema.graphql client/src/gql server/src/gql; then
  echo "Generated files are out of date: run 'npm run schema && npm run codegen' and commit the result." >&2
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- client/src/gql server/src/gql)
if [ -n "$untracked" ]; then
  echo "Generated files are not committed: $untracked" >&2
  exit 1
fi
echo "Generated files are up to date."
