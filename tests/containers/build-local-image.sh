#!/usr/bin/env bash
# Builds the image the tests' Postgres and NATS containers run from, on a machine with Docker but no
# image registry: a minimal Debian with postgresql and nats-server, made by debootstrap and imported.
# Usage: tests/containers/build-local-image.sh [tag]   (default colophon-test-services:bookworm)
set -euo pipefail
tag="${1:-colophon-test-services:bookworm}"

if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "image $tag already built"
  exit 0
fi

# The Debian mirror this machine already uses (deb822 "URIs:" or one-line "deb" entries).
mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null |
  grep -oE 'https?://[^ ]*/debian/?( |$)' | grep -v security | head -n 1 | tr -d ' ' || true)
mirror="${mirror:-http://deb.debian.org/debian}"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

debootstrap --variant=minbase --include=postgresql,nats-server bookworm "$root" "$mirror" >/dev/null
tar -C "$root" -c . | docker import - "$tag" >/dev/null
echo "built $tag from $mirror"
