"""Another client's latency while a hostile schema is called: before the bounds and after.

Runs `toolvet serve --transport http` in front of tests/data/servers/hostile_schemas_server.py
(a 2^16-path `bomb`, a bounded but costly `heavy`, a plain `echo`), once from the source tree
of a base revision (default: where this branch left main) and once from this tree. Client A
calls `echo` in a loop; client B calls `bomb`, then `heavy`, with bad arguments. Prints A's
median and worst latency alone and during each of B's phases, and B's own call times.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _ports import free_port, wait_for_port
from bench_proxy import PYTHON, ROOT

SERVER = ROOT / "tests" / "data" / "servers" / "hostile_schemas_server.py"
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "b"}},
}


class Client:
    def __init__(self, http: httpx.AsyncClient, url: str) -> None:
        self.http, self.url, self.session, self.next_id = http, url, "", 1

    async def open(self) -> Client:
        answer = await self.http.post(self.url, json=INITIALIZE, headers=HEADERS)
        self.session = answer.headers["mcp-session-id"]
        return self

    async def call(self, tool: str, arguments: dict) -> tuple[float, dict]:
        self.next_id += 1
        body = {
            "jsonrpc": "2.0",
            "id": self.next_id,
            "method": "tools/call",
            "params": {"name": tool, "arguments": arguments},
        }
        start = time.perf_counter()
        answer = await self.http.post(
            self.url, json=body, headers={**HEADERS, "mcp-session-id": self.session}
        )
        return (time.perf_counter() - start) * 1000, answer.json()


async def echo_while(client: Client, done: asyncio.Event) -> list[float]:
    times = []
    while not done.is_set():
        ms, _ = await client.call("echo", {"text": "hi"})
        times.append(ms)
    return times


async def phase(
    a: Client, b: Client, tool: str, calls: int
) -> tuple[list[float], list[float], str]:
    done = asyncio.Event()
    echo = asyncio.create_task(echo_while(a, done))
    await asyncio.sleep(0.2)
    own: list[float] = []
    answer: dict = {}
    for _ in range(calls):
        ms, answer = await b.call(tool, {"q": 5})
        own.append(ms)
    done.set()
    result = answer.get("result") or {}
    meta = (result.get("_meta") or {}).get("toolvet/validation") or {}
    codes = ",".join(i["code"] for i in meta.get("issues", [])) or "forwarded"
    return await echo, own, codes


def command(source: Path | None, config: Path, port: int) -> list[str]:
    args = ["serve", "--config", str(config), "--transport", "http", "--port", str(port)]
    args += ["--log-level", "error"]
    if source is None:
        return [PYTHON, "-m", "toolvet", *args]
    # -S: no site hooks, so the editable install of this tree does not shadow the other source.
    paths = [str(source), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    code = (
        f"import sys; sys.path[:0] = {paths!r}; sys.argv = ['toolvet', *{args!r}]; "
        "from toolvet.cli import main; sys.exit(main())"
    )
    return [PYTHON, "-S", "-c", code]


async def measure(source: Path | None, directory: Path, calls: int) -> dict[str, object]:
    config = directory / "servers.json"
    config.write_text(
        json.dumps({"mcpServers": {"hostile": {"command": PYTHON, "args": [str(SERVER)]}}})
    )
    port = free_port()
    proxy = subprocess.Popen(command(source, config, port), stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, proxy)
        url = f"http://127.0.0.1:{port}/mcp"
        async with httpx.AsyncClient(timeout=300) as http:
            a, b = await Client(http, url).open(), await Client(http, url).open()
            for _ in range(50):
                await a.call("echo", {"text": "warm"})
            alone = [(await a.call("echo", {"text": "hi"}))[0] for _ in range(200)]
            figures: dict[str, object] = {"alone": alone}
            for tool in ("bomb", "heavy"):
                figures[tool] = await phase(a, b, tool, calls)
            return figures
    finally:
        proxy.terminate()
        proxy.wait(30)


def base_revision() -> str | None:
    for ref in ("main", "origin/main"):
        found = subprocess.run(
            ["git", "-C", str(ROOT), "merge-base", "HEAD", ref], capture_output=True, text=True
        )
        if found.returncode == 0:
            return found.stdout.strip()
    return None


def unpack_revision(revision: str, directory: Path) -> Path:
    """toolvet's package as it was at `revision`, unpacked into `directory`/before."""
    source = directory / "before"
    source.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "toolvet"], capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive.stdout, check=True)
    return source


def row(label: str, times: list[float]) -> str:
    return f"{label:34} median {statistics.median(times):8.1f} ms   worst {max(times):8.1f} ms"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", help="git revision to compare with (default: merge-base)")
    parser.add_argument("--calls", type=int, default=5, help="calls B makes to each tool")
    args = parser.parse_args()
    before = args.before or base_revision()
    results: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as directory:
        if before:
            source = unpack_revision(before, Path(directory))
            results[f"before ({before[:10]})"] = await measure(source, Path(directory), args.calls)
        results["after (this tree)"] = await measure(None, Path(directory), args.calls)
    worst: dict[str, float] = {}
    for label, figures in results.items():
        print(label)
        print("  " + row("A: echo alone", figures["alone"]))  # type: ignore[arg-type]
        for tool in ("bomb", "heavy"):
            echo, own, codes = figures[tool]  # type: ignore[misc]
            print("  " + row(f"A: echo while B calls {tool}", echo))
            print("  " + row(f"B: {tool} (bad arguments: {codes})", own))
            worst[f"{label}/{tool}"] = max(echo)
    if len(results) == 2:
        b_label, a_label = list(results)
        for tool in ("bomb", "heavy"):
            ratio = worst[f"{b_label}/{tool}"] / worst[f"{a_label}/{tool}"]
            print(f"A's worst echo while B calls {tool}: {ratio:.1f}x lower after")


if __name__ == "__main__":
    asyncio.run(main())
