#!/bin/sh
# Checks schema/ruleset.schema.json with ajv: every shipped ruleset must be valid, and a ruleset with a
# misspelt key must be rejected (which is what an editor using the schema shows the designer).
# Installs ajv and yaml from npm into $VARIANT_NPM_DIR (default: build/schema-npm) on first use.
# usage: tests/schema/check.sh   (from anywhere; exit 0 = pass)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
npm_dir=${VARIANT_NPM_DIR:-$root/build/schema-npm}
if [ ! -d "$npm_dir/node_modules/ajv" ] || [ ! -d "$npm_dir/node_modules/yaml" ]; then
    mkdir -p "$npm_dir"
    npm install --silent --no-audit --no-fund --prefix "$npm_dir" ajv@8 yaml@2 >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The misspelt-key case is made from a shipped ruleset so that it stays valid in every other respect.
sed 's/^promotion:/promtion:/' "$root/rulesets/chess.yaml" >"$tmp/misspelt-top-key.yaml"
sed 's/^  files: 8/  flies: 8/' "$root/rulesets/chess.yaml" >"$tmp/misspelt-board-key.yaml"
sed 's/royal: true/royl: true/' "$root/rulesets/chess.yaml" >"$tmp/misspelt-piece-key.yaml"
VARIANT_NPM_DIR=$npm_dir node "$root/tests/schema/check.mjs" "$root/schema/ruleset.schema.json" \
    --valid "$root"/rulesets/*.yaml "$root"/tests/data/valid/*.yaml \
    --invalid "$tmp"/misspelt-*.yaml "$root/tests/data/broken/unknown-top-key.yaml" \
              "$root/tests/data/broken/promotion-bad-trigger.yaml" "$root/tests/data/broken/board-too-large.yaml"
