"""``python -m scriptdeck``: the same entry point as the ``scriptdeck`` command."""

import sys

from scriptdeck.gui.launcher import main

sys.exit(main())
