"""Apply a new servers.json to a serving proxy: on SIGHUP, or when the file (or its lock file)
changes. The new config is loaded and checked in full first, with the loader toolvet starts with;
one that does not load changes nothing. Then the difference (see _reload) is applied: the policy
swapped for the next request, servers started, stopped after their calls in flight, or
replaced, one by one; sessions stay open and hear of the tools they see changing."""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import shutil
import signal
import time
from collections.abc import Iterable
from pathlib import Path

import anyio

from toolvet._commands import resolve_command
from toolvet.config import Config, ConfigError, load_config
from toolvet.proxy._proxy import Policy, Proxy
from toolvet.proxy._reload import ConfigDiff, config_diff

log = logging.getLogger("toolvet.proxy")

WATCH_DEBOUNCE_MS = 200
"""File events closer together than this are one change (an editor's save, a ConfigMap swap)."""
WATCH_WAKE_MS = 5_000
"""How often the watcher compares the files without an event (a change it missed is seen then)."""


class Reloader:
    """Reloads the config file `proxy.config.source` into `proxy`, one reload at a time."""

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy
        self.path = Path(proxy.config.source)
        self._lock = anyio.Lock()
        self._served = self._attempted = self.digest()

    def digest(self) -> str:
        """A hash of what the config file and its lock file hold now (a missing one counts as
        such: its coming or going is a change)."""
        config = self.proxy.config
        lock = config.proxy.lock.resolve(config.source, config.base_dir)
        hashed = hashlib.sha256()
        for path in (self.path, lock):
            try:
                hashed.update(path.read_bytes())
            except OSError:
                hashed.update(b"\0missing")
            hashed.update(b"\0")
        return hashed.hexdigest()

    async def reload(self, why: str) -> str:
        """Load the file and apply it; the result (applied, unchanged, refused) is logged,
        counted and shown at /healthz. Returns once the servers stopped or replaced have
        drained; a reload asked for meanwhile waits for it."""
        async with self._lock:
            return await self._reload(why)

    async def _reload(self, why: str) -> str:
        started = time.perf_counter()
        digest = self._attempted = await anyio.to_thread.run_sync(self.digest)
        if digest == self._served:
            log.info("reload (%s): %s and its lock file are unchanged", why, self.path)
            self.proxy.reloads.unchanged()
            return "unchanged"
        try:
            config = await anyio.to_thread.run_sync(self._load)
            policy = self.proxy.prepare(config)  # on the loop: a new rate store may belong to it
        except (ConfigError, OSError) as exc:
            error = str(exc) if isinstance(exc, ConfigError) else _os_error(self.path, exc)
            generation = self.proxy.reloads.generation
            log.error(
                "reload (%s) refused, the config served stays (generation %d):\n%s",
                why,
                generation,
                error,
            )
            self.proxy.reloads.refused(error)
            return "refused"
        self._served = digest
        diff = config_diff(self.proxy.config, config)
        await self._apply(config, policy, diff, why, started)
        return "applied"

    def _load(self) -> Config:
        """The new config, loaded as at startup, and the commands of the servers it would start
        found (in a thread: it reads files and searches PATH)."""
        config = load_config(self.path)
        diff = config_diff(self.proxy.config, config)
        _check_commands(config, [*diff.added, *diff.replaced])
        return config

    async def _apply(
        self, config: Config, policy: Policy, diff: ConfigDiff, why: str, started: float
    ) -> None:
        proxy = self.proxy
        for key in diff.restart:
            log.warning(
                "reload (%s): proxy.%s changed; it applies after a restart (the rest applies now)",
                why,
                key,
            )
        for warning in config.warnings:
            log.warning("%s", warning)
        listing, views, store = proxy.tools.listing, proxy.views(), proxy.rate_store
        proxy.use(policy)
        if proxy.rate_store is not store:
            log.info("reload (%s): proxy.rate_limits has a new store; counting starts again", why)
            await store.aclose()
        for name in diff.added:
            proxy.upstreams.add(config.servers[name])
        told = await proxy.tell_changed_views(listing, views)
        proxy.reloads.applied()
        log.info(
            "reload (%s): generation %d applied in %.1f ms: %s; %d sessions told their tools"
            " changed",
            why,
            proxy.reloads.generation,
            (time.perf_counter() - started) * 1000,
            diff.summary(),
            told,
        )
        drain = config.proxy.reload.drain_seconds
        upstreams = proxy.upstreams
        async with anyio.create_task_group() as group:
            for name in diff.removed:
                group.start_soon(functools.partial(upstreams.stop, name, drain=drain))
            for name in diff.replaced:
                server = config.servers[name]
                group.start_soon(functools.partial(upstreams.replace, server, drain=drain))
        if diff.servers_changed:
            log.info("reload (%s): generation %d: servers in place", why, proxy.reloads.generation)

    async def run(
        self, *, watch: bool, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Reload on SIGHUP, and with `watch` on each change of the files, until cancelled;
        `task_status` fires once SIGHUP is caught (no longer the end of the process) and the
        files are watched."""
        with anyio.open_signal_receiver(signal.SIGHUP) as signals:
            async with anyio.create_task_group() as group:
                if watch:
                    await group.start(self.watch)
                log.info("reload: SIGHUP reads %s again", self.path)
                task_status.started()
                async for _ in signals:
                    await self.reload("SIGHUP")

    async def watch(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Reload when what the files hold changes. The folders are watched, not the files: an
        editor replaces a file, and Kubernetes updates a ConfigMap volume by swapping the
        `..data` symlink the files point through; events that leave the content as it was
        (a touch, an editor's backup) change nothing."""
        from watchfiles import awatch

        config = self.proxy.config
        lock = config.proxy.lock.resolve(config.source, config.base_dir)
        folders = sorted({str(self.path.absolute().parent), str(lock.absolute().parent)})
        folders = [f for f in folders if os.path.isdir(f)]
        stop = anyio.Event()
        log.info("reload: watching %s for changes", ", ".join(folders))
        task_status.started()
        try:
            # A batch of events, or an empty one every WATCH_WAKE_MS: the content is compared
            # either way, so a change made before the kernel watched the folders (or one a
            # network file system does not report) is seen at the next wake.
            async for _ in awatch(
                *folders,
                watch_filter=None,
                debounce=WATCH_DEBOUNCE_MS,
                recursive=False,
                stop_event=stop,
                yield_on_timeout=True,
                rust_timeout=WATCH_WAKE_MS,
            ):
                if await anyio.to_thread.run_sync(self.digest) != self._attempted:
                    await self.reload("file changed")
        finally:
            stop.set()


def _check_commands(config: Config, names: Iterable[str]) -> None:
    """A stdio server the reload would start must have its command: at start a missing one is a
    server down, but a reload that cannot start it would replace a running server by nothing."""
    problems = []
    for name in names:
        server = config.servers[name]
        if server.transport != "stdio" or server.command is None:
            continue
        env = {**os.environ, **server.env}
        command = resolve_command(name, server.command, env)
        where = server.cwd or config.base_dir or Path.cwd()
        found = (
            os.access(where / command, os.X_OK)
            if os.sep in command
            else shutil.which(command, path=env.get("PATH")) is not None
        )
        if not found:
            problems.append(
                f"{config.source}: mcpServers.{name}.command: {command!r} is not found"
                f" {'' if os.sep in command else 'on PATH '}(give a program that exists, or a"
                " path to one)"
            )
    if problems:
        raise ConfigError(problems, source=config.source)


def _os_error(path: Path, exc: OSError) -> str:
    return f"{path}: cannot use {exc.filename or path}: {exc.strerror or exc}"


__all__ = ["WATCH_DEBOUNCE_MS", "WATCH_WAKE_MS", "Reloader"]
