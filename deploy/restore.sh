#!/bin/sh
# Restores a backup made by deploy/backup.sh: `deploy/restore.sh /var/backups/brina/<stamp>`.
# Stop the CMS first. The database named by DATABASE_URL must exist and be empty (createdb), or
# RESTORE_CLEAN=1 drops the objects the dump contains first. Uploads and private files are
# unpacked over their folders. The website needs nothing: its caches refill from the CMS.
set -eu
backup="${1:?usage: restore.sh <backup folder>}"
: "${DATABASE_URL:?DATABASE_URL must name the database to restore into}"
CMS_DIR="${CMS_DIR:-/srv/brina/apps/cms}"
UPLOADS_DIR="${UPLOADS_DIR:-${PUBLIC_DIR:-$CMS_DIR/public}/uploads}"
PRIVATE_DIR="${PRIVATE_DIR:-${PRIVATE_UPLOADS_DIR:-$CMS_DIR/private/uploads}}"
(cd "$backup" && sha256sum --check --quiet SHA256SUMS)
if [ "${RESTORE_CLEAN:-0}" = 1 ]; then clean="--clean --if-exists"; else clean=""; fi
# shellcheck disable=SC2086
pg_restore --no-owner --exit-on-error $clean --dbname="$DATABASE_URL" "$backup/database.dump"
mkdir -p "$(dirname "$UPLOADS_DIR")"
tar -C "$(dirname "$UPLOADS_DIR")" -xzf "$backup/uploads.tar.gz"
if [ -f "$backup/private.tar.gz" ]; then
  mkdir -p "$(dirname "$PRIVATE_DIR")"
  tar -C "$(dirname "$PRIVATE_DIR")" -xzf "$backup/private.tar.gz"
fi
echo "restored $backup"
