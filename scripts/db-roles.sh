#!/bin/sh
# The compose stack's database roles (docs/operations.md, "Database roles"). The postgres image runs this once,
# when the db-data volume is first created (/docker-entrypoint-initdb.d):
# - talent_migrate owns the database and so every table its migrations create;
# - talent_app is what the app serves with: after each migration run the owner grants it read and
#   write on every table but the audit log, where it may only INSERT and SELECT. Not the owner, it
#   cannot disable the audit log's append-only trigger either.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v db="$POSTGRES_DB" -v migration_password="$DB_MIGRATION_PASSWORD" -v app_password="$DB_APP_PASSWORD" <<'SQL'
create role talent_migrate login password :'migration_password';
create role talent_app login password :'app_password';
alter database :"db" owner to talent_migrate;
SQL
