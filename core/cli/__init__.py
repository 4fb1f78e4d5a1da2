"""The command line (SPEC §13), one module per command; :mod:`.entry` reads the flags and runs the one asked for."""

from scriptdeck.core.cli.entry import build_parser, main

__all__ = ["build_parser", "main"]
