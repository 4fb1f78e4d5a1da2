"""``tool-call``'s argparse-free reading of its command line (core/cli/entry.py ``_fast_tool_call``) reads exactly what
argparse reads, or steps aside (None) and lets argparse answer."""

from __future__ import annotations

import pytest
from scriptdeck.core.cli.entry import _fast_tool_call, build_parser

READ = [
    ["tool-call", "x"],
    ["tool-call", "x", "--args", '{"a": 1}'],
    ["tool-call", "x", "--args={}"],
    ["tool-call", "x", "--args=-5"],
    ["tool-call", "x", "--stdin"],
    ["--home", "/tmp/h", "tool-call", "x", "--args", "{}"],
    ["--home=/tmp/h", "--persona", "p", "--lang", "zh_CN", "tool-call", "x"],
    ["tool-call", "x", "--home", "/tmp/h", "--lang=en", "--args", "[1]"],
    ["--library", "pi:/tmp/p", "tool-call", "x_sh", "--args", '{"args": "a b"}'],
    ["tool-call", "x", "--library=raycast:/tmp/r"],
    ["tool-call", "manage_script", "--args", "{}"],
    ["--home=", "tool-call", "x"],
]
LEFT_TO_ARGPARSE = [
    [], ["list"], ["tool-call"], ["tool-call", "x", "y"], ["tool-call", "x", "--describe"],
    ["tool-call", "x", "--args", "-5"], ["tool-call", "x", "--args"], ["tool-call", "x", "--stdin", "--args", "{}"],
    ["tool-call", "x", "--stdin", "--stdin"], ["--stdin", "tool-call", "x"], ["--args", "{}", "tool-call", "x"],
    ["--home", "a", "tool-call", "x", "--home", "b"], ["--lang", "fr", "tool-call", "x"],
    ["--library", "nope", "tool-call", "x"], ["tool-call", "x", "--arg", "{}"], ["tool-call", "x", "-h"],
    ["tool-call", "--", "x"], ["--home", "-x", "tool-call", "x"], ["x", "tool-call"],
]


@pytest.mark.parametrize("argv", READ, ids=" ".join)
def test_reads_what_argparse_reads(argv):
    fast = _fast_tool_call(argv)
    assert fast is not None
    assert vars(fast) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize("argv", LEFT_TO_ARGPARSE, ids=" ".join)
def test_anything_else_goes_to_argparse(argv):
    assert _fast_tool_call(argv) is None
