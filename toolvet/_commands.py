"""A stdio server's command that is one of toolvet's own (`toolvet-example-notes`), off PATH."""

from __future__ import annotations

import logging
import os
import shutil
import sys
import sysconfig
from collections.abc import Mapping
from pathlib import Path

log = logging.getLogger("toolvet")


def own_commands() -> frozenset[str]:
    """The console scripts toolvet installs: `toolvet`, `toolvet-example-notes`, ..."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        entry_points = distribution("toolvet").entry_points
    except PackageNotFoundError:  # run from a checkout that was never installed
        return frozenset()
    return frozenset(e.name for e in entry_points if e.group == "console_scripts")


def scripts_directories() -> list[str]:
    """Where this interpreter's installs put their commands: the venv's bin, the user's bin."""
    found = [sysconfig.get_path("scripts"), str(Path(sys.executable).parent)]
    user_scheme = f"{os.name}_user"
    if user_scheme in sysconfig.get_scheme_names():
        found.append(sysconfig.get_path("scripts", user_scheme))
    return list(dict.fromkeys(found))


def resolve_command(server: str, command: str, env: Mapping[str, str]) -> str:
    """`command` itself, unless it is one of toolvet's own commands missing from the PATH in
    `env` (toolvet run as `.venv/bin/toolvet` from a shell whose PATH lacks `.venv/bin`): then
    the copy installed beside toolvet, logged. Any other command is left to PATH, as a client
    would: "python" means what it means in the shell."""
    if os.sep in command or shutil.which(command, path=env.get("PATH")) is not None:
        return command
    if command not in own_commands():
        return command
    for directory in scripts_directories():
        found = shutil.which(command, path=directory)
        if found is not None:
            log.info(
                "upstream %s: %s is not on PATH; running toolvet's own %s", server, command, found
            )
            return found
    return command
