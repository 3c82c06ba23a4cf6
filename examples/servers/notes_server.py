"""The example notes server, run from a checkout: `python examples/servers/notes_server.py`.

Its code is toolvet_examples/notes_server.py; installed with toolvet, it is the command
`toolvet-example-notes`.
"""

import runpy
from pathlib import Path

CODE = Path(__file__).resolve().parents[2] / "toolvet_examples" / "notes_server.py"

if __name__ == "__main__":
    runpy.run_path(str(CODE), run_name="__main__")
