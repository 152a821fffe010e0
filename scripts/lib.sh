# Shared by the scripts: which problems exist, and their metadata. Source it
# after setting $root to the workspace root.

# Every problem crate's id (a crates/<id>/ with src/main.rs), sorted.
problem_ids() {
  local m
  for m in "$root"/crates/*/src/main.rs; do
    [ -f "$m" ] && basename "$(dirname "$(dirname "$m")")"
  done
}

# problem_meta ID KEY DEFAULT: KEY from [package.metadata.problem] in
# crates/ID/Cargo.toml (quotes stripped), or DEFAULT.
problem_meta() {
  local manifest="$root/crates/$1/Cargo.toml" value=""
  if [ -f "$manifest" ]; then
    value=$(awk -v key="$2" '
      /^\[/ { in_meta = ($0 == "[package.metadata.problem]"); next }
      in_meta && $1 == key && $2 == "=" { v = $3; gsub(/"/, "", v); print v; exit }' "$manifest")
  fi
  echo "${value:-$3}"
}
