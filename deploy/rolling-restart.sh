#!/bin/sh
# Restarts every running instance of the shop in turn, for a new build or new settings, without a
# request lost: each `systemctl restart` returns only once that instance answers ready (the unit's
# ExecStartPost, scripts/wait-ready.mjs), and nginx sends nothing to an instance that is stopping
# or starting (deploy/nginx/premium-shop.conf). Stops at the first instance that does not come back.
#
#   sudo sh /opt/premium-shop/deploy/rolling-restart.sh
set -eu

units=$(systemctl list-units --type=service --state=active --plain --no-legend 'premium-shop@*.service' |
  awk '{ print $1 }')
if [ -z "$units" ]; then
  echo "no premium-shop@ instance is running" >&2
  exit 1
fi
for unit in $units; do
  echo "restarting $unit"
  systemctl restart "$unit"
  echo "$unit is ready"
done
