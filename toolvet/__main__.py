"""`python -m toolvet` runs the command line."""

import sys

from toolvet.cli import main

sys.exit(main())
