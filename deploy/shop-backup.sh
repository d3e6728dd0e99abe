#!/bin/sh
# The shop's nightly backup (shop-backup.service runs it; install as /usr/local/sbin/shop-backup).
# PostgreSQL (DATABASE_URL set): pg_dump in the custom format, the shop keeps running; and
# DATA_DIR/uploads when pictures are local files.
# Embedded database (PGlite): the running instances are stopped, DATA_DIR is archived, and they
# are started again; a copy of a running PGlite directory is not consistent (docs/deploy.md).
# Keeps BACKUP_KEEP_DAYS days of backups (default 14) in BACKUP_DIR (default /var/backups/shop).
set -eu

BACKUP_DIR=${BACKUP_DIR:-/var/backups/shop}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
DATA_DIR=${DATA_DIR:-/var/lib/shop}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
umask 077
mkdir -p "$BACKUP_DIR"

if [ -n "${DATABASE_URL:-}" ]; then
  target="$BACKUP_DIR/shop-$stamp.dump"
  # Written aside, then renamed: a half-written dump never looks like a backup.
  pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file="$target.partial"
  # A dump that pg_restore cannot read is no backup.
  pg_restore --list "$target.partial" >/dev/null
  mv "$target.partial" "$target"
  # Pictures kept as local files (no S3_*) are not in the database: archive them too. They are
  # written aside and renamed into place, so a copy while the shop runs has no half pictures.
  if [ -d "$DATA_DIR/uploads" ]; then
    tar -C "$DATA_DIR" --exclude='*.tmp' -czf "$BACKUP_DIR/shop-uploads-$stamp.tar.gz.partial" uploads
    mv "$BACKUP_DIR/shop-uploads-$stamp.tar.gz.partial" "$BACKUP_DIR/shop-uploads-$stamp.tar.gz"
  fi
else
  target="$BACKUP_DIR/shop-data-$stamp.tar.gz"
  running=$(systemctl list-units --state=active --plain --no-legend 'shop@*.service' | awk '{print $1}')
  restart() { [ -z "$running" ] || systemctl start $running; }
  trap restart EXIT
  [ -z "$running" ] || systemctl stop $running
  tar -C "$DATA_DIR" -czf "$target.partial" .
  restart
  trap - EXIT
  mv "$target.partial" "$target"
fi

find "$BACKUP_DIR" -maxdepth 1 -name 'shop-*' -type f -mtime +"$BACKUP_KEEP_DAYS" -delete
echo "backup written: $target ($(du -h "$target" | cut -f1))"
