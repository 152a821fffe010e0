# Shared by the scripts: what they need, which problems exist, and their
# metadata. Source it after setting $root to the workspace root; it stops the
# script (one line on stderr, exit 1) if bash is older than 4.4 or a tool the
# scripts use is missing.
#
# Also a command, for tests and other tools:
#   bash scripts/lib.sh [--root DIR] meta ID KEY [DEFAULT]   prints the value
#   bash scripts/lib.sh [--root DIR] ids                     prints the ids
# (DIR defaults to the workspace holding this file.)

# POSIX syntax up to here, so that sh and old bash get the message, not a
# syntax error.
case "${BASH_VERSION-}" in
  '' | [0-3].* | 4.[0-3].*)
    echo "scripts: bash 4.4 or newer is needed (this shell: ${BASH_VERSION:-not bash})" >&2
    exit 1 ;;
esac

# need NAME CMD...: stops NAME with one line unless every CMD is on PATH.
need() {
  local name=$1 cmd
  shift
  for cmd in "$@"; do
    if ! command -v "$cmd" >/dev/null 2>&1; then
      echo "$name: needs '$cmd' on PATH (the scripts need bash 4.4+, GNU coreutils, awk, grep, sed and cargo)" >&2
      exit 1
    fi
  done
}

# What every script uses: awk, grep, sed and GNU coreutils (date +%N is GNU).
need scripts awk grep sed cat head tail wc sort mktemp mv rm date uname dirname basename
if ! [[ $(date +%N) =~ ^[0-9]+$ ]]; then
  echo "scripts: GNU coreutils are needed ('date +%N' prints nanoseconds there)" >&2
  exit 1
fi

# Every problem crate's id (a crates/<id>/ with src/main.rs), sorted.
problem_ids() {
  local m
  for m in "$root"/crates/*/src/main.rs; do
    [ -f "$m" ] || continue
    m=${m%/src/main.rs}
    echo "${m##*/}"
  done
}

# problem_meta ID KEY [DEFAULT]: KEY from [package.metadata.problem] in
# crates/ID/Cargo.toml, quotes stripped; DEFAULT if the key (or the file) is
# absent. The one reader of that section: `key = value` lines with any
# spacing, a value being a "string" (no escapes) or a number, and a # comment
# after it allowed. Keys and values:
#   url           non-empty string
#   time-limit    positive number (seconds)
#   memory-limit  positive number (MiB)
#   judge         "plain" or "atcoder"
# Any other key, value or line in the section, a duplicate key, or an absent
# key without DEFAULT: one line naming the file and line on stderr, and
# `exit 1` (which, inside $(...), the caller must pass on).
problem_meta() {
  local id=$1 key=$2 manifest="$root/crates/$1/Cargo.toml"
  local line n=0 in_meta=0 k v kind found="" value="" seen=" " where
  case "$key" in
    url | time-limit | memory-limit | judge) ;;
    *) echo "problem_meta: unknown key '$key' (url, time-limit, memory-limit, judge)" >&2; exit 1 ;;
  esac
  if [ -f "$manifest" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      n=$((n + 1))
      line=${line%$'\r'}
      if [[ $line =~ ^[[:space:]]*\[ ]]; then
        in_meta=0
        if [[ $line =~ ^[[:space:]]*\[[[:space:]]*package\.metadata\.problem[[:space:]]*\][[:space:]]*(#.*)?$ ]]; then
          in_meta=1
        fi
        continue
      fi
      [ "$in_meta" = 1 ] || continue
      [[ $line =~ ^[[:space:]]*(#.*)?$ ]] && continue
      where="$manifest:$n"
      if ! [[ $line =~ ^[[:space:]]*([A-Za-z0-9_-]+)[[:space:]]*=[[:space:]]*(.*[^[:space:]])[[:space:]]*$ ]]; then
        echo "$where: expected key = value in [package.metadata.problem]: $line" >&2
        exit 1
      fi
      k=${BASH_REMATCH[1]} v=${BASH_REMATCH[2]}
      if [[ $v =~ ^\"([^\"\\]*)\"[[:space:]]*(#.*)?$ ]]; then
        v=${BASH_REMATCH[1]} kind=string
      elif [[ $v =~ ^([0-9]+(\.[0-9]+)?)[[:space:]]*(#.*)?$ ]]; then
        v=${BASH_REMATCH[1]} kind=number
      else
        echo "$where: $k = $v: expected a \"string\" or a number" >&2
        exit 1
      fi
      case "$k:$kind" in
        url:string) [ -n "$v" ] || { echo "$where: url is empty" >&2; exit 1; } ;;
        time-limit:number | memory-limit:number)
          [[ $v =~ [1-9] ]] || { echo "$where: $k = $v: must be positive" >&2; exit 1; } ;;
        judge:string)
          case "$v" in plain | atcoder) ;; *) echo "$where: judge = \"$v\": expected \"plain\" or \"atcoder\"" >&2; exit 1 ;; esac ;;
        url:* | judge:*) echo "$where: $k must be a \"string\"" >&2; exit 1 ;;
        time-limit:* | memory-limit:*) echo "$where: $k must be a number, not a string" >&2; exit 1 ;;
        *) echo "$where: unknown key '$k' in [package.metadata.problem] (url, time-limit, memory-limit, judge)" >&2; exit 1 ;;
      esac
      case "$seen" in *" $k "*) echo "$where: $k given twice" >&2; exit 1 ;; esac
      seen+="$k "
      if [ "$k" = "$key" ]; then found=1 value=$v; fi
    done <"$manifest"
  fi
  if [ -n "$found" ]; then
    echo "$value"
  elif [ $# -ge 3 ]; then
    echo "$3"
  else
    echo "${manifest}: no $key in [package.metadata.problem]" >&2
    exit 1
  fi
}

# Run as a command rather than sourced.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  if [ "${1-}" = --root ]; then
    root=${2:?--root needs a folder}
    shift 2
  fi
  case "${1-}" in
    meta) [ $# -ge 3 ] && [ $# -le 4 ] || { echo "usage: lib.sh [--root DIR] meta ID KEY [DEFAULT]" >&2; exit 2; }
          shift; problem_meta "$@" ;;
    ids) problem_ids ;;
    *) echo "usage: lib.sh [--root DIR] meta ID KEY [DEFAULT] | ids" >&2; exit 2 ;;
  esac
fi
