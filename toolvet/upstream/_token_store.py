"""The token store: what `toolvet login` obtained, by server, in one JSON file only its owner may read."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

FORMAT_VERSION = 1
CLIENT_AUTHENTICATIONS = ("client_secret_basic", "client_secret_post", "none")
# Any permission for group or others: the file holds credentials.
NOT_OWNER_ONLY = stat.S_IRWXG | stat.S_IRWXO
OWNER_ONLY_FILE = 0o600
OWNER_ONLY_DIRECTORY = 0o700
CHMOD_HINT = "chmod 600 {path} (a mounted Kubernetes secret: defaultMode: 0400 or 0600)"


@dataclass(frozen=True)
class StoredLogin:
    """What `toolvet login` obtained for one server."""

    access_token: str = field(repr=False)
    refresh_token: str | None = field(repr=False)
    expires_at: float | None
    """Epoch seconds; None when the authorization server did not say."""
    scope: str | None
    token_endpoint: str
    issuer: str | None
    resource: str
    """The resource indicator (RFC 8707) the tokens are for."""
    client_id: str
    client_secret: str | None = field(repr=False)
    client_authentication: str
    """How the client authenticates at the token endpoint: one of CLIENT_AUTHENTICATIONS."""
    revocation_endpoint: str | None = None

    def __post_init__(self) -> None:
        if self.client_authentication not in CLIENT_AUTHENTICATIONS:
            raise ValueError(
                f"client_authentication is {self.client_authentication!r};"
                f" expected one of {', '.join(CLIENT_AUTHENTICATIONS)}"
            )

    def to_json(self) -> dict[str, Any]:
        """The entry as the file keeps it."""
        return asdict(self)

    @classmethod
    def from_json(cls, entry: Any) -> StoredLogin:
        """The login an entry of the file describes; ValueError naming the first field that is
        wrong (never its value: it may be a secret)."""
        if not isinstance(entry, dict):
            raise ValueError(f"expected an object, got {_kind(entry)}")
        values: dict[str, Any] = {}
        for name, kinds, required in _ENTRY_FIELDS:
            if name not in entry:
                if required:
                    raise ValueError(f"{name} is missing")
                values[name] = None
                continue
            value = entry[name]
            if not isinstance(value, kinds) or isinstance(value, bool):
                expected = " or ".join(dict.fromkeys(_KIND_NAMES[k] for k in kinds))
                raise ValueError(f"{name}: expected {expected}, got {_kind(value)}")
            if required and value == "":
                raise ValueError(f"{name} is empty")
            values[name] = value
        return cls(**values)


# (field, accepted types, required); a field accepting None may also be left out when not required.
_ENTRY_FIELDS: tuple[tuple[str, tuple[type, ...], bool], ...] = (
    ("access_token", (str,), True),
    ("refresh_token", (str, type(None)), False),
    ("expires_at", (int, float, type(None)), False),
    ("scope", (str, type(None)), False),
    ("token_endpoint", (str,), True),
    ("issuer", (str, type(None)), False),
    ("resource", (str,), True),
    ("client_id", (str,), True),
    ("client_secret", (str, type(None)), False),
    ("client_authentication", (str,), True),
    ("revocation_endpoint", (str, type(None)), False),
)
_KIND_NAMES: dict[type, str] = {
    str: "a string",
    int: "a number",
    float: "a number",
    type(None): "null",
}


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return {
        str: "a string",
        int: "a number",
        float: "a number",
        list: "a list",
        dict: "an object",
    }.get(type(value), type(value).__name__)


class TokenStoreError(Exception):
    """The token store cannot be read or written; the message names the file, what is wrong and
    what to do, and never holds a token or a secret."""


class TokenStore:
    """Tokens of authorization_code servers, by server name, in one JSON file only its owner may read.

    The file is ``{"version": 1, "servers": {NAME: {...StoredLogin fields...}}}``. Reading takes no
    lock (a write replaces the file whole, so a reader sees the old file or the new one), so a
    read-only mount (a Kubernetes secret) can be read; writing does, on the sibling
    ``<name>.lock``, so concurrent writers (processes or threads) keep each other's entries.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    @property
    def lock_path(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    def get(self, server: str) -> StoredLogin | None:
        """The login stored for `server`; None when the file or its entry is absent."""
        entry = self._servers().get(server)
        if entry is None:
            return None
        try:
            return StoredLogin.from_json(entry)
        except ValueError as exc:
            raise TokenStoreError(
                f"the token store {self.path} has an unusable entry servers.{server}: {exc};"
                f" log in again (toolvet login {server}) to replace it"
            ) from None

    def put(self, server: str, login: StoredLogin) -> None:
        """Store `login` for `server`, keeping the other servers' entries."""
        with self._locked():
            servers = self._servers()
            servers[server] = login.to_json()
            self._write(servers)

    def remove(self, server: str) -> bool:
        """Forget `server`'s login; False when nothing was stored for it."""
        if server not in self._servers():  # nothing to do: no lock, no file made
            return False
        with self._locked():
            servers = self._servers()
            if servers.pop(server, None) is None:
                return False
            self._write(servers)
            return True

    # -- reading -----------------------------------------------------------------------------------

    def _servers(self) -> dict[str, Any]:
        """The file's `servers` object ({} when there is no file), its permissions checked."""
        try:
            with open(self.path, "rb") as handle:
                mode = os.fstat(handle.fileno()).st_mode
                if not stat.S_ISREG(mode):
                    raise TokenStoreError(
                        f"the token store {self.path} is not a regular file; point"
                        " proxy.token_store at a file"
                    )
                if mode & NOT_OWNER_ONLY:
                    raise TokenStoreError(
                        f"the token store {self.path} may be read by others than its owner"
                        f" (mode {stat.S_IMODE(mode):04o}); it holds credentials, so it is not"
                        f" used: make it owner-only with {CHMOD_HINT.format(path=self.path)}"
                    )
                raw = handle.read()
        except FileNotFoundError:
            return {}
        except IsADirectoryError:
            raise TokenStoreError(
                f"the token store {self.path} is a directory; point proxy.token_store at a file"
                " in it, e.g. tokens.json"
            ) from None
        except OSError as exc:
            raise TokenStoreError(
                f"cannot read the token store {self.path}: {exc.strerror}; it must be a file the"
                " user running toolvet owns and may read"
            ) from None
        return self._parse(raw)

    def _parse(self, raw: bytes) -> dict[str, Any]:
        fix = "fix it, or delete it and log in again (toolvet login SERVER)"
        try:
            document = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise TokenStoreError(f"the token store {self.path} is not UTF-8 text; {fix}") from None
        except json.JSONDecodeError as exc:
            raise TokenStoreError(
                f"the token store {self.path} is not valid JSON ({exc.msg} at line {exc.lineno},"
                f" column {exc.colno}); {fix}"
            ) from None
        if not isinstance(document, dict):
            raise TokenStoreError(
                f"the token store {self.path} holds {_kind(document)}, expected an object"
                f' {{"version": {FORMAT_VERSION}, "servers": {{...}}}}; {fix}'
            )
        version = document.get("version")
        if version != FORMAT_VERSION or isinstance(version, bool):
            newer = isinstance(version, int) and not isinstance(version, bool) and version > 1
            raise TokenStoreError(
                f"the token store {self.path} has version {json.dumps(version)}; this toolvet"
                f" reads version {FORMAT_VERSION}"
                + ("; it was written by a newer toolvet" if newer else f"; {fix}")
            )
        servers = document.get("servers")
        if not isinstance(servers, dict):
            raise TokenStoreError(
                f"the token store {self.path} has 'servers' as {_kind(servers)}, expected an object"
                f" of logins by server name; {fix}"
            )
        return servers

    # -- writing -----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the exclusive lock on the sibling `<name>.lock` (flock: per open file, so it also
        keeps threads of one process apart)."""
        self._make_directory()
        try:
            descriptor = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, OWNER_ONLY_FILE)
        except OSError as exc:
            raise self._write_error(exc, self.lock_path) from None
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            yield
        finally:
            os.close(descriptor)  # closing releases the lock

    def _make_directory(self) -> None:
        """Create the missing directories above the file, each owner-only."""
        missing = [d for d in (self.path.parent, *self.path.parent.parents) if not d.exists()]
        for directory in reversed(missing):
            try:
                directory.mkdir(mode=OWNER_ONLY_DIRECTORY)
            except FileExistsError:
                pass
            except OSError as exc:
                raise self._write_error(exc, directory) from None

    def _write(self, servers: dict[str, Any]) -> None:
        """Replace the file by one holding `servers`: a temporary file beside it, then a rename."""
        text = json.dumps({"version": FORMAT_VERSION, "servers": servers}, indent=2) + "\n"
        try:
            descriptor, temporary = tempfile.mkstemp(
                dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp"
            )
        except OSError as exc:
            raise self._write_error(exc, self.path.parent) from None
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                os.fchmod(handle.fileno(), OWNER_ONLY_FILE)
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.path)
        except OSError as exc:
            Path(temporary).unlink(missing_ok=True)
            raise self._write_error(exc, self.path) from None
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def _write_error(self, exc: OSError, where: Path) -> TokenStoreError:
        read_only = exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM)
        hint = (
            "it is read-only (a mounted secret?): log in where the store is writable and mount"
            " the file, or set proxy.token_store to a writable path"
            if read_only
            else "set proxy.token_store to a path toolvet can write"
        )
        detail = f" ({where})" if where != self.path else ""
        return TokenStoreError(
            f"cannot write the token store {self.path}{detail}: {exc.strerror}; {hint}"
        )
