#!/bin/sh
# Backs up what the CMS holds: the PostgreSQL database (pg_dump, custom format), the public
# uploads and the private files (job applicants' CVs). One timestamped folder per run in
# BACKUP_DIR; folders older than BACKUP_KEEP_DAYS (14) are removed. Restore: deploy/restore.sh.
set -eu
: "${DATABASE_URL:?DATABASE_URL must name the CMS database}"
CMS_DIR="${CMS_DIR:-/srv/brina/apps/cms}"
UPLOADS_DIR="${UPLOADS_DIR:-${PUBLIC_DIR:-$CMS_DIR/public}/uploads}"
PRIVATE_DIR="${PRIVATE_DIR:-${PRIVATE_UPLOADS_DIR:-$CMS_DIR/private/uploads}}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/brina}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
target="$BACKUP_DIR/$stamp"
mkdir -p "$target"
umask 077
pg_dump --format=custom --no-owner --file="$target/database.dump" "$DATABASE_URL"
tar -C "$(dirname "$UPLOADS_DIR")" -czf "$target/uploads.tar.gz" "$(basename "$UPLOADS_DIR")"
if [ -d "$PRIVATE_DIR" ]; then tar -C "$(dirname "$PRIVATE_DIR")" -czf "$target/private.tar.gz" "$(basename "$PRIVATE_DIR")"; fi
(cd "$target" && sha256sum ./* > SHA256SUMS)
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"${BACKUP_KEEP_DAYS:-14}" -exec rm -rf {} +
echo "$target"
