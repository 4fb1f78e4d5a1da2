"""The process exit codes of ``scriptdeck`` commands (SPEC §13), defined once for the CLI, tool-call and the
guards. ``tool-call`` maps a run's outcome onto them with :func:`scriptdeck.core.run.run_sync.exit_code_for`."""

from __future__ import annotations

#: done; for tool-call: the tool ran and exited 0
EXIT_OK = 0
#: the command failed (lint errors, a write that failed); for tool-call: the tool exited non-zero
EXIT_TOOL_FAILED = 1
#: bad command-line usage
EXIT_USAGE = 2
#: refused before anything ran (unknown id, bad arguments, trust policy …)
EXIT_REFUSED = 3
#: the tool ran past its timeout and was stopped
EXIT_TIMEOUT = 4
#: the tool was killed by a signal, stopped, or could not be started
EXIT_KILLED = 5
#: `scriptdeck test`: no case was selected (as pytest's 5; the same number as EXIT_KILLED, another command)
EXIT_NO_TESTS = 5
#: interrupted by Ctrl-C before a run started (128 + SIGINT, as shells report it)
EXIT_INTERRUPTED = 130
