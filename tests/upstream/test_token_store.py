"""The token store: the logins of authorization_code servers in one JSON file only its owner may
read, written whole (a temporary file renamed over it) under a lock, so concurrent writers keep
each other's entries; a file others may read, a corrupt one or a read-only place is an error that
names the file and says what to do, and never shows a token or a secret."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from toolvet.upstream._token_store import StoredLogin, TokenStore, TokenStoreError

REPO = Path(__file__).resolve().parents[2]
LOGIN = StoredLogin(
    access_token="access-SECRET-1",
    refresh_token="refresh-SECRET-1",
    expires_at=1_900_000_000.5,
    scope="mcp notes.read",
    token_endpoint="https://as.example/token",
    issuer="https://as.example",
    resource="https://tools.example/mcp",
    client_id="toolvet-cli",
    client_secret="client-SECRET-1",
    client_authentication="client_secret_basic",
    revocation_endpoint="https://as.example/revoke",
)
SECRETS = ("access-SECRET-1", "refresh-SECRET-1", "client-SECRET-1")


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def assert_no_secret_in(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text


# -- what is kept, and how ---------------------------------------------------------------------------


def test_a_login_comes_back_as_it_was_put(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "tokens.json")
    store.put("code", LOGIN)
    assert store.get("code") == LOGIN
    assert TokenStore(tmp_path / "tokens.json").get("code") == LOGIN  # from the file, not memory


def test_the_file_is_versioned_json_of_logins_by_server(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    TokenStore(path).put("code", LOGIN)
    document = json.loads(path.read_text())
    assert document["version"] == 1
    assert document["servers"]["code"] == {
        "access_token": "access-SECRET-1",
        "refresh_token": "refresh-SECRET-1",
        "expires_at": 1_900_000_000.5,
        "scope": "mcp notes.read",
        "token_endpoint": "https://as.example/token",
        "issuer": "https://as.example",
        "resource": "https://tools.example/mcp",
        "client_id": "toolvet-cli",
        "client_secret": "client-SECRET-1",
        "client_authentication": "client_secret_basic",
        "revocation_endpoint": "https://as.example/revoke",
    }


def test_only_the_owner_may_read_the_file_and_its_new_directories(tmp_path: Path) -> None:
    path = tmp_path / "state" / "toolvet" / "tokens.json"
    TokenStore(path).put("code", LOGIN)
    assert mode_of(path) == 0o600
    assert mode_of(path.parent) == 0o700
    assert mode_of(path.parent.parent) == 0o700


def test_writing_leaves_the_file_and_its_lock_only(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "tokens.json")
    for n in range(3):
        store.put(f"server-{n}", LOGIN)
    store.remove("server-1")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tokens.json", "tokens.json.lock"]


def test_absent_file_or_entry_is_none(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "missing" / "tokens.json")
    assert store.get("code") is None
    store.put("code", LOGIN)
    assert store.get("other") is None


def test_each_server_keeps_its_own_login(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "tokens.json")
    other = replace(LOGIN, access_token="access-2", refresh_token=None, client_secret=None)
    other = replace(other, client_authentication="none", expires_at=None)
    store.put("code", LOGIN)
    store.put("other", other)
    store.put("code", replace(LOGIN, access_token="access-3"))
    assert store.get("other") == other
    assert store.get("code") == replace(LOGIN, access_token="access-3")


def test_remove_forgets_one_server_and_says_whether_there_was_anything(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "tokens.json")
    store.put("code", LOGIN)
    store.put("other", LOGIN)
    assert store.remove("code") is True
    assert store.remove("code") is False
    assert store.get("code") is None
    assert store.get("other") == LOGIN


def test_removing_from_no_file_creates_nothing(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "state" / "tokens.json")
    assert store.remove("code") is False
    assert not (tmp_path / "state").exists()


def test_entries_of_other_versions_of_a_login_are_kept_as_they_are(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    path.write_text(json.dumps({"version": 1, "servers": {"later": {"something": "new"}}}))
    path.chmod(0o600)
    TokenStore(path).put("code", LOGIN)
    assert json.loads(path.read_text())["servers"]["later"] == {"something": "new"}


def test_the_repr_of_a_login_shows_no_secret() -> None:
    text = repr(LOGIN)
    assert "toolvet-cli" in text
    assert_no_secret_in(text)


# -- refusals ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", [0o640, 0o604, 0o660, 0o620])
def test_a_file_others_may_read_or_write_is_refused(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "tokens.json"
    TokenStore(path).put("code", LOGIN)
    path.chmod(mode)
    with pytest.raises(TokenStoreError) as refused:
        TokenStore(path).get("code")
    message = str(refused.value)
    assert str(path) in message
    assert f"mode {mode:04o}" in message
    assert f"chmod 600 {path}" in message
    assert_no_secret_in(message)
    with pytest.raises(TokenStoreError):  # nor written to
        TokenStore(path).put("other", LOGIN)


@pytest.mark.parametrize("mode", [0o400, 0o600])
def test_an_owner_only_file_is_read_as_a_kubernetes_secret_mounts_it(
    tmp_path: Path, mode: int
) -> None:
    path = tmp_path / "tokens.json"
    TokenStore(path).put("code", LOGIN)
    path.chmod(mode)
    assert TokenStore(path).get("code") == LOGIN


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b'{"version": 1, "servers": ', "is not valid JSON (Expecting value at line 1, column 27)"),
        (b"\xff\xfe{}", "is not UTF-8 text"),
        (b"[]", 'holds a list, expected an object {"version": 1, "servers": {...}}'),
        (b'{"version": 2, "servers": {}}', "has version 2; this toolvet reads version 1; it was"),
        (b'{"servers": {}}', "has version null; this toolvet reads version 1"),
        (b'{"version": 1, "servers": []}', "has 'servers' as a list, expected an object"),
    ],
)
def test_a_corrupt_file_is_an_error_naming_it(tmp_path: Path, content: bytes, says: str) -> None:
    path = tmp_path / "tokens.json"
    path.write_bytes(content)
    path.chmod(0o600)
    with pytest.raises(TokenStoreError) as refused:
        TokenStore(path).get("code")
    assert str(refused.value).startswith(f"the token store {path} ")
    assert says in str(refused.value)


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"access_token": 12}, "access_token: expected a string, got a number"),
        (
            {"refresh_token": ["refresh-SECRET-1"]},
            "refresh_token: expected a string or null, got a list",
        ),
        ({"expires_at": "client-SECRET-1"}, "expires_at: expected a number or null, got a string"),
        ({"expires_at": True}, "expires_at: expected a number or null, got a boolean"),
        ({"resource": ""}, "resource is empty"),
        (
            {"client_authentication": "private_key_jwt"},
            "client_authentication is 'private_key_jwt'",
        ),
    ],
)
def test_an_unusable_entry_is_named_by_its_field_never_its_value(
    tmp_path: Path, change: dict[str, object], says: str
) -> None:
    path = tmp_path / "tokens.json"
    entry = {**LOGIN.to_json(), **change}
    path.write_text(json.dumps({"version": 1, "servers": {"code": entry}}))
    path.chmod(0o600)
    with pytest.raises(TokenStoreError) as refused:
        TokenStore(path).get("code")
    message = str(refused.value)
    assert f"the token store {path} has an unusable entry servers.code: {says}" in message
    assert "log in again (toolvet login code)" in message
    assert_no_secret_in(message)


def test_a_missing_field_is_named(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    entry = LOGIN.to_json()
    del entry["token_endpoint"]
    path.write_text(json.dumps({"version": 1, "servers": {"code": entry}}))
    path.chmod(0o600)
    with pytest.raises(TokenStoreError, match=re.escape("servers.code: token_endpoint is missing")):
        TokenStore(path).get("code")


def test_a_directory_in_place_of_the_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(
        TokenStoreError, match=re.escape("is a directory; point proxy.token_store at a file")
    ):
        TokenStore(tmp_path).get("code")


@contextlib.contextmanager
def read_only(directory: Path) -> Iterator[None]:
    """Make `directory` read-only while inside: by its mode, or, for root (whom modes do not
    stop), by remounting the tmpfs mounted there read-only: a mounted secret as a pod sees it."""
    if os.geteuid() != 0:
        directory.chmod(0o500)
        try:
            yield
        finally:
            directory.chmod(0o700)
        return
    subprocess.run(["mount", "-o", "remount,ro", str(directory)], check=True)
    yield


@pytest.fixture
def mountable(tmp_path: Path) -> Iterator[Path]:
    """A directory `read_only` can make read-only: for root, a tmpfs of its own."""
    directory = tmp_path / "secret"
    directory.mkdir(mode=0o700)
    if os.geteuid() != 0:
        yield directory
        return
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "mode=0700", "tmpfs", str(directory)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:  # a container without CAP_SYS_ADMIN: nothing is read-only to root
        pytest.skip(
            f"root cannot mount a tmpfs here to make it read-only: {mounted.stderr.strip()}"
        )
    try:
        yield directory
    finally:
        subprocess.run(["umount", str(directory)], check=True)


def test_a_read_only_store_is_read_but_not_written(mountable: Path) -> None:
    path = mountable / "tokens.json"
    TokenStore(path).put("code", LOGIN)
    path.chmod(0o400)  # a Kubernetes secret with defaultMode 0400
    with read_only(mountable):
        store = TokenStore(path)
        assert store.get("code") == LOGIN
        with pytest.raises(TokenStoreError) as refused:
            store.put("code", replace(LOGIN, access_token="access-2"))
        message = str(refused.value)
        assert message.startswith(f"cannot write the token store {path}")
        assert "read-only (a mounted secret?)" in message
        assert "set proxy.token_store to a writable path" in message
        with pytest.raises(
            TokenStoreError, match=re.escape(f"cannot write the token store {path}")
        ):
            store.remove("code")
        assert store.get("code") == LOGIN


def test_a_store_below_a_file_cannot_be_written(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("")
    path = tmp_path / "blocker" / "tokens.json"
    with pytest.raises(TokenStoreError, match=re.escape(f"cannot write the token store {path}")):
        TokenStore(path).put("code", LOGIN)


# -- concurrent writers ------------------------------------------------------------------------------


def test_writers_in_threads_keep_every_entry(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    start = threading.Barrier(8)
    failures: list[BaseException] = []

    def write(worker: int) -> None:
        start.wait()
        try:
            for n in range(10):
                TokenStore(path).put(f"t{worker}-{n}", LOGIN)
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    servers = json.loads(path.read_text())["servers"]
    assert sorted(servers) == sorted(f"t{w}-{n}" for w in range(8) for n in range(10))


WRITER = """
import sys
from pathlib import Path
from toolvet.upstream._token_store import StoredLogin, TokenStore
login = StoredLogin("a", "r", None, None, "https://as.example/token", None,
                    "https://tools.example/mcp", "c", None, "none")
sys.stdin.read()  # every writer starts when the test closes its stdin
for n in range(25):
    TokenStore(Path(sys.argv[1])).put(f"p{sys.argv[2]}-{n}", login)
"""


def test_writers_in_processes_keep_every_entry(tmp_path: Path) -> None:
    path = tmp_path / "tokens.json"
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(w)],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for w in range(4)
    ]
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.close()
    for writer in writers:
        assert writer.wait(60) == 0, writer.stderr.read().decode() if writer.stderr else ""
    servers = json.loads(path.read_text())["servers"]
    assert sorted(servers) == sorted(f"p{w}-{n}" for w in range(4) for n in range(25))
    assert mode_of(path) == 0o600
