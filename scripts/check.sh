#!/usr/bin/env bash
# `npm run check`: types, lint, import boundaries, formatting, file lengths and generated files. The checks are
# single-threaded programs, so two run at a time (the machines we test on have two cores): the type
# check beside lint, boundaries and formatting; then, alone, the generated files (they rewrite
# schema.graphql and client/src/gql, which lint and prettier read). Each one's output is printed
# whole when it ends; the check fails when any of them does.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

run() { # name, then the npm scripts to run in turn
  local name=$1
  shift
  (
    for script in "$@"; do
      npm run --silent "$script" || exit 1
    done
  ) >"$out/$name.log" 2>&1
  local status=$?
  echo "── $name: $([ $status -eq 0 ] && echo ok || echo FAILED)"
  cat "$out/$name.log"
  return $status
}

run types typecheck &
types=$!
run lint lint check:boundaries check:format check:lengths &
lint=$!
status=0
wait $types || status=1
wait $lint || status=1
run generated check:generated || status=1
exit $status
