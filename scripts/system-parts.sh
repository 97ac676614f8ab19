# The Debian/Ubuntu packages the tests start for real (sourced by scripts/test-everything.sh and scripts/test-all.sh):
# Chromium (end-to-end and accessibility), PostgreSQL (integration and e2e on PostgreSQL), Redis, Varnish (the
# cluster), nginx (the static mirror's example) and Kannel with its fake SMS centre (SMS and USSD).
# Each part is found by the file the tests run, so a package installed by other means counts too.
SYSTEM_PARTS=(chromium postgresql redis-server varnish nginx kannel kannel-extras)

part_present() {
  case "$1" in
    chromium) [ -x "${CHROMIUM_PATH:-/usr/lib/chromium/chromium}" ] ;;
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null ;;
    redis-server) command -v redis-server > /dev/null || [ -x /usr/bin/redis-server ] ;;
    varnish) command -v varnishd > /dev/null || [ -x /usr/sbin/varnishd ] ;;
    nginx) [ -x /usr/sbin/nginx ] || command -v nginx > /dev/null ;;
    kannel) [ -x /usr/sbin/bearerbox ] ;;
    kannel-extras) [ -x /usr/lib/kannel/test/fakesmsc ] ;;
    *) return 1 ;;
  esac
}

missing_parts() {
  local part
  for part in "${SYSTEM_PARTS[@]}"; do part_present "$part" || printf '%s ' "$part"; done
}

# Says in one message what is missing and the one line that installs it; returns 1 when something is missing.
check_parts() {
  local missing
  missing=$(missing_parts)
  [ -z "$missing" ] && return 0
  echo "test: missing system parts: ${missing% }." >&2
  echo "test: install them with: sudo apt-get update && sudo apt-get install -y ${missing% }" >&2
  echo "test: (or run the README's test command, bash scripts/test-everything.sh, which installs them when it runs as root or with sudo)" >&2
  return 1
}

# Installs what is missing: as root with apt-get, else with sudo when it needs no password; else says how and returns 1.
install_missing_parts() {
  local missing
  missing=$(missing_parts)
  [ -z "$missing" ] && return 0
  # shellcheck disable=SC2206
  local need=($missing)
  if ! command -v apt-get > /dev/null; then
    echo "test: missing system parts: ${need[*]} — this machine has no apt-get (not Debian or Ubuntu): install them with its package manager." >&2
    return 1
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo > /dev/null && sudo -n true 2> /dev/null; then sudo=(sudo -n)
    else
      echo "test: missing system parts: ${need[*]}, and installing them needs root." >&2
      echo "test: run: sudo apt-get update && sudo apt-get install -y ${need[*]}   then this command again." >&2
      return 1
    fi
  fi
  echo "test: installing ${need[*]} (apt-get)"
  if ! { "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${need[@]}"; }; then
    echo "test: apt-get could not install ${need[*]}: see its message above." >&2
    return 1
  fi
  check_parts
}
