"""Where a description has packages and images come from: an index, a registry or a base
image's host other than the official ones, written out for the model to set."""

from __future__ import annotations

import re
from collections.abc import Iterable

from toolvet.content._findings import Finding
from toolvet.content._text import excerpt

PACKAGE_SOURCE = "instruction.package_source"
# pip's index options, an .npmrc's or npm's registry, a Dockerfile's FROM with a host: each takes
# the host (group 1) packages are then fetched from, in any language around it.
_SOURCE = re.compile(
    r"--(?:extra-)?index-url[ =]+https?://([\w.-]+)|--trusted-host[ =]+([\w.-]+)|"
    r"\bregistry\s?=\s?https?://([\w.-]+)|\bconfig set (?:@[\w-]+:)?registry\s+https?://([\w.-]+)|"
    r"(?:^|`|\n)\s*FROM\s+([\w-]+(?:\.[\w-]+)+)(?::\d+)?/")
# The public indexes themselves, and the hosts documentation writes for a private one.
_OFFICIAL = re.compile(
    r"(?:^|\.)(?:pypi\.org|pythonhosted\.org|npmjs\.org|npmjs\.com|yarnpkg\.com|docker\.io|"
    r"ghcr\.io|gcr\.io|quay\.io|mcr\.microsoft\.com|public\.ecr\.aws|"
    r"example\.(?:com|org|net)|localhost)$", re.IGNORECASE)


def package_source(segments: Iterable[tuple[str, str]]) -> Finding | None:
    """A string of the definition that sets where packages or images come from to a host other
    than the official indexes ("add `--index-url https://pypi.lustro-pakietow.pl/simple`", "write
    `registry=https://npm.grcache-registry.io/` to .npmrc"): the next install runs that host's
    code. A tool's purpose is never to move the user's dependencies to an unnamed mirror."""
    for pointer, text in segments:
        for found in _SOURCE.finditer(text):
            host = next(group for group in found.groups() if group)
            if not _OFFICIAL.search(host):
                return Finding(PACKAGE_SOURCE, "instruction", pointer, found.start(),
                               found.end(), excerpt(text, found.start(), found.end()))
    return None
