"""The table of upstreams printed when the proxy starts, and by `toolvet tools`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolvet.proxy._proxy import Proxy


def status_table(proxy: Proxy, endpoint: str) -> str:
    rows = [("server", "state", "tools", "transport", "protocol", "note")]
    for name, upstream in proxy.upstreams.items():
        exposed = sum(1 for server, _ in proxy.tools.exposed.values() if server == name)
        withheld = sum(1 for server, _, _ in proxy.tools.withheld.values() if server == name)
        note = upstream.last_error or ""
        if withheld:
            note = f"{withheld} withheld (lock or constraint; see /healthz) {note}".strip()
        rows.append(
            (
                name,
                upstream.state,
                str(exposed),
                upstream.config.transport,
                upstream.protocol_version or f"({upstream.config.protocol})",
                note,
            )
        )
    for name, server in proxy.config.servers.items():
        if name not in proxy.upstreams:
            rows.append((name, "disabled", "-", server.transport, "-", ""))
    columns = len(rows[0]) - 1
    widths = [max(len(row[i]) for row in rows) for i in range(columns)]
    counts = {"tool": len(proxy.tools.exposed), "server": len(proxy.upstreams)}
    tools, servers = (f"{n} {noun}{'' if n == 1 else 's'}" for noun, n in counts.items())
    lines = [f"toolvet: {tools} from {servers}"]
    for row in rows:
        cells = [
            row[i].ljust(widths[i]) if i != 2 else row[i].rjust(widths[i]) for i in range(columns)
        ]
        lines.append(("  " + "  ".join(cells) + ("  " + row[-1] if row[-1] else "")).rstrip())
    lines.append(f"endpoint: {endpoint}")
    return "\n".join(lines)
