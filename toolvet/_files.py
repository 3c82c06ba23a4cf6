"""Writing a file atomically: a crash leaves the old file or the new one, never half of either."""

from __future__ import annotations

import os
from pathlib import Path


def write_atomically(
    path: str | os.PathLike[str], text: str | bytes, mode: int | None = None
) -> None:
    """Write `text` (UTF-8, or bytes as they are) to a temporary file beside `path`, then rename
    it over `path`.

    The file is its owner's alone (0600, as the temporary file is made) unless `mode` says
    otherwise."""
    import tempfile  # here, not at the top: it costs `import toolvet` several ms

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8") if isinstance(text, str) else text)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
