"""The example calendar server, run from a checkout: `python examples/servers/calendar_server.py`.

Its code is toolvet_examples/calendar_server.py; installed with toolvet, it is the command
`toolvet-example-calendar`.
"""

import runpy
from pathlib import Path

CODE = Path(__file__).resolve().parents[2] / "toolvet_examples" / "calendar_server.py"

if __name__ == "__main__":
    runpy.run_path(str(CODE), run_name="__main__")
