"""SPEC §3 (Miyu header) and §12 (pi header), fact by fact."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import (
    READ_LIMIT,
    parse_miyu,
    parse_timeout,
    read_head,
    split_list,
)
from scriptdeck.core.dialects.pi import parse_pi, pi_description, pi_tool_name


def miyu(text: str):
    return parse_miyu(text.encode("utf-8"))


def test_case_insensitive_key():
    assert miyu("#!/bin/sh\n# description: Check system status\n").description == "Check system status"


def test_value_split_at_earliest_colon_keeps_later_colons():
    header = miyu("#!/bin/sh\n# 描述：走 stdin: 喂 JSON\n")
    assert header.description_zh == "走 stdin: 喂 JSON"
    assert header.best_description == "走 stdin: 喂 JSON"


def test_ascii_colon_before_fullwidth_colon():
    assert miyu("#!/bin/sh\n# Description: a：b\n").description == "a：b"


def test_multiline_parameters_block_then_more_keys():
    header = miyu(
        "#!/usr/bin/env python3\n"
        "# Parameters:\n"
        "# {\n"
        '#   "type": "object",\n'
        '#   "properties": {"q": {"type": "string", "description": "query"}}\n'
        "# }\n"
        "# Timeout: 60s\n"
        "# Group: research, shopping\n"
        "# Argv: flags\n"
        "# Display name: Research\n"
        "import sys\n"
    )
    assert header.parameters == {"type": "object", "properties": {"q": {"type": "string", "description": "query"}}}
    assert header.timeout_seconds == 60
    assert header.groups == ["research", "shopping"]
    assert header.argv == "flags"
    assert header.display_name == "Research"
    assert header.parameters_error is None


def test_first_code_line_ends_header():
    header = miyu("#!/bin/bash\n# Description: Real\nset -e\n# Description: Not header\n")
    assert header.description == "Real"


def test_docstring_ends_header():
    header = miyu('#!/usr/bin/env python3\n# Description: Real\n"""doc"""\n# Group: late\n')
    assert header.groups == []


def test_blank_lines_and_unknown_comments_do_not_end_header():
    header = miyu("#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n\n# Copyright: x\n# no colon here\n"
                  "#\n# Description: Still header\n")
    assert header.description == "Still header"


def test_slash_comments_and_leading_whitespace():
    header = miyu("#!/usr/bin/env node\n  // Description: From node\n///Group: a\n")
    assert header.description == "From node"
    assert header.groups == ["a"]


def test_multiple_hashes_stripped():
    assert miyu("#!/bin/sh\n## Description: two hashes\n").description == "two hashes"


def test_no_shebang_is_not_a_script():
    header = miyu("# Description: no shebang\n")
    assert not header.shebang
    assert header.description == ""


def test_key_normalisation_spaces_and_dashes():
    header = miyu("#!/bin/sh\n# DISPLAY-NAME: Dash\n# Timeout_Seconds: 7\n")
    assert header.display_name == "Dash"
    assert header.timeout_seconds == 7


@pytest.mark.parametrize("raw,expected", [
    ("60s", 60), ("999 seconds", 999), ("45", 45), ("30秒", 30), ("0", None), ("1.5", None), ("-5", None),
    ("abc", None), ("", None),
])
def test_timeout_parsing(raw, expected):
    assert parse_timeout(raw) == expected


def test_timeout_aliases():
    assert miyu("#!/bin/sh\n# 超时：90秒\n").timeout_seconds == 90
    assert miyu("#!/bin/sh\n# timeout_seconds: 5\n").timeout_seconds == 5


def test_list_splitting():
    assert split_list("a, b，c;d  e\tf,,") == ["a", "b", "c", "d", "e", "f"]
    header = miyu("#!/bin/sh\n# 分组：研究，购物\n# Requires: a b\n# 能力：host.info, providers.read\n")
    assert header.groups == ["研究", "购物"]
    assert header.requires == ["a", "b"]
    assert header.capabilities == ["host.info", "providers.read"]


def test_id_valid_and_invalid():
    assert miyu("#!/bin/sh\n# Id: good_id\n").id == "good_id"
    bad = miyu("#!/bin/sh\n# Id: 9bad-id\n")
    assert bad.id is None
    assert bad.invalid_id == "9bad-id"
    assert miyu("#!/bin/sh\n# tool_id: other\n").id == "other"


@pytest.mark.parametrize("value,expected", [("flags", "flags"), ("FLAGS", "flags"), ("none", "none"),
                                            ("Off", "none"), ("maybe", None)])
def test_argv(value, expected):
    assert miyu(f"#!/bin/sh\n# Argv: {value}\n").argv == expected


@pytest.mark.parametrize("value,expected", [("owner", "owner"), ("private", "owner"), ("属主", "owner"),
                                            ("external", "external"), ("公开", "external"), ("Everyone", "external"),
                                            ("whatever", None)])
def test_trust(value, expected):
    assert miyu(f"#!/bin/sh\n# Trust: {value}\n").trust == expected


@pytest.mark.parametrize("value,expected", [("read_only", "read_only"), ("只读", "read_only"),
                                            ("present", "presentation"), ("写", "writes"), ("Write", "writes")])
def test_permission(value, expected):
    assert miyu(f"#!/bin/sh\n# 权限：{value}\n").permission == expected


def test_expose_example_and_hints_accumulate():
    header = miyu("#!/bin/sh\n# Expose: skill-only\n# 示例：{\"q\":1}\n# Hint: search: use search first\n"
                  "# 指路：fetch：然后取回\n")
    assert header.expose == "skill"
    assert header.stub_example == '{"q":1}'
    assert header.hints == [{"tool": "search", "hint": "use search first"}, {"tool": "fetch", "hint": "然后取回"}]


def test_display_names():
    header = miyu("#!/bin/sh\n# 显示名称：番组日历\n# Display name: Airing calendar\n")
    assert header.display_name_zh == "番组日历"
    assert header.display_name == "Airing calendar"
    assert miyu("#!/bin/sh\n# 工具名称：别名\n").display_name_zh == "别名"


def test_empty_value_ignored_and_last_wins():
    header = miyu("#!/bin/sh\n# Description: first\n# Description:\n# Description: last\n# Group: a\n# Group: b\n")
    assert header.description == "last"
    assert header.groups == ["b"]


def test_inline_parameters():
    header = miyu('#!/bin/sh\n# Parameters: {"type":"object","properties":{}}\n# Timeout: 3\n')
    assert header.parameters == {"type": "object", "properties": {}}
    assert header.timeout_seconds == 3


def test_inline_value_that_does_not_parse_opens_block():
    header = miyu('#!/bin/sh\n# 参数：{"type": "object",\n#  "properties": {}}\n# Timeout: 3\n')
    assert header.parameters == {"type": "object", "properties": {}}
    assert header.timeout_seconds == 3


def test_unclosed_block_swallows_rest_of_header():
    header = miyu('#!/bin/sh\n# Parameters:\n# {"type": "object",\n# Display name: Lost\n# Timeout: 9\nexit 0\n')
    assert header.parameters is None
    assert header.parameters_error == "unclosed"
    assert header.display_name == ""
    assert header.timeout_seconds is None


def test_closed_but_invalid_block_is_not_json():
    header = miyu('#!/bin/sh\n# Parameters: {"type": object}\necho\n')
    assert header.parameters is None
    assert header.parameters_error == "not_json"


def test_crlf_lines():
    header = miyu("#!/bin/sh\r\n# Description: windows\r\n# Timeout: 5\r\n")
    assert header.description == "windows"
    assert header.timeout_seconds == 5


def test_large_file_reads_exactly_32k(tmp_path: Path):
    path = tmp_path / "big.py"
    head = "#!/usr/bin/env python3\n# Description: Big file\n"
    body = "x = 1\n" * (70 * 1024 // 6)
    path.write_text(head + body)
    assert path.stat().st_size > 64 * 1024
    data = read_head(path)
    assert len(data) == READ_LIMIT == 32768
    assert parse_miyu(data).description == "Big file"


def test_header_beyond_32k_is_not_read():
    data = b"#!/bin/sh\n" + b"#" * READ_LIMIT + b"\n# Description: too late\n"
    assert parse_miyu(data).description == ""


def test_bad_utf8_is_replaced_not_raised():
    header = parse_miyu(b"#!/bin/sh\n# Description: caf\xe9 \xff ok\n")
    assert header.description.startswith("caf")
    assert header.description.endswith("ok")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=40000))
def test_any_bytes_never_raise_and_only_first_32k_matter(data: bytes):
    assert parse_miyu(data) == parse_miyu(data[:READ_LIMIT])
    assert parse_pi(data) == parse_pi(data[:READ_LIMIT])


_HEADERISH = st.lists(
    st.one_of(
        st.sampled_from(["# Description: x", "# Parameters:", "# {", "# }", "#   \"type\": \"object\"",
                         "// Group: a b", "# 显示名称：名字", "# Timeout: 9s", "# Id: 1x", "# Hint: a", "", "code",
                         "# Name: n", "# Timeout: 0x10", "# Usage: u", "#!/bin/sh", "# Parameters: {\"a\":"]),
        st.text(max_size=80).map(lambda s: "# " + s),
        st.text(max_size=80),
    ),
    max_size=60,
)


# ECMAScript's WhiteSpace and LineTerminator (what String.prototype.trim removes), written from the spec
_JS_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
            "\u2028\u2029\u202f\u205f\u3000\ufeff"


@settings(max_examples=300, deadline=None)
@given(_HEADERISH)
def test_headerish_text_never_raises(lines: list[str]):
    """Neither parser raises, and what each returns keeps its invariants."""
    data = ("#!/bin/sh\n" + "\n".join(lines)).encode("utf-8", "surrogatepass")
    text_lines = data.decode("utf-8", "replace").split("\n")
    header = parse_miyu(data)
    assert header.shebang
    assert 1 <= header.header_lines <= len(text_lines)
    assert header.timeout_seconds is None or header.timeout_seconds > 0
    assert header.parameters_error in (None, "unclosed", "not_json", "too_deep")
    assert "" not in header.groups
    for value in (header.description, header.description_zh, header.display_name, header.display_name_zh):
        assert "\n" not in value
        assert value == value.strip()
    pi_header = parse_pi(data)
    assert 0 <= pi_header.header_lines <= len(text_lines)
    head = text_lines[:pi_header.header_lines]
    for line in head:
        trimmed = line.strip(_JS_SPACE)
        assert trimmed == "" or trimmed.startswith("#"), f"pi read {line!r} as a header line"
    for prefix, value in (("# Name: ", pi_header.name), ("# Description: ", pi_header.description),
                          ("# Usage: ", pi_header.usage)):
        if value:
            assert any(prefix in line and value in line for line in head), (prefix, value)
            assert value == value.strip(_JS_SPACE)
    assert isinstance(pi_header.timeout_ms, int)
    assert pi_header.timeout_ms > 0
    if not any("# Timeout: " in line for line in head):
        assert pi_header.timeout_ms == 30000  # pi's default when no Timeout line is read


# --- pi dialect ----------------------------------------------------------------------------------


def pi(text: str):
    return parse_pi(text.encode())


def test_pi_keys():
    header = pi("#!/bin/bash\n# Name: gather_logs\n# Description: Logs\n# Usage: gather_logs [n]\n# Timeout: 60000\n"
                "\nentry=1\n# Name: late\n")
    assert (header.name, header.description, header.usage, header.timeout_ms) == (
        "gather_logs", "Logs", "gather_logs [n]", 60000)
    assert pi_description(header) == "Logs\nUsage: gather_logs [n]"
    assert pi_tool_name("gather-logs.sh", header) == "gather_logs_sh"


def test_pi_prefixes_are_exact_and_case_sensitive():
    header = pi("#!/bin/bash\n# name: lower\n#Name: nospace\n# Description:\n  # Description: indented ok\n")
    assert header.name == ""
    assert header.description == "indented ok"


def test_pi_defaults_and_name_fallback():
    header = pi("#!/bin/bash\necho hi\n")
    assert header.timeout_ms == 30000
    assert pi_description(header) == "(no description)"
    assert pi_tool_name("gather-logs.sh", header) == "gather_logs_sh"
    assert pi_tool_name("test", header) == "test_sh"
    assert pi_tool_name("x.sh", pi("# Name: Bad-Name\n")) == "x_sh"


# pi reads Timeout with parseInt(raw, 10): a base-10 prefix (shared/compat/pi: `0x10` -> 0 -> the default)
@pytest.mark.parametrize("raw,expected", [("15000", 15000), ("60s", 60), ("0x10", 30000), ("abc", 30000),
                                          ("0", 30000), ("-5", 30000), ("  42", 42), ("+7", 7), ("1e5", 1),
                                          ("12.9", 12), ("０９", 30000)])
def test_pi_timeout_parse_int(raw, expected):
    assert pi(f"# Timeout: {raw}\n").timeout_ms == expected


def test_pi_bom_is_trimmed_like_javascript_trim():
    """JS trim() strips U+FEFF, so a BOM before the shebang or a key line does not hide it from pi."""
    assert pi("\ufeff# Description: first line\n").description == "first line"
    assert pi("\ufeff#!/bin/bash\n# Description: after shebang\n").description == "after shebang"


def test_pi_ascii_separators_are_not_trimmed():
    """Python's strip() removes U+001C..U+001F; JS trim() does not, so such a line is code and stops pi."""
    assert pi("#!/bin/bash\n\x1c\n# Description: late\n").description == ""


def test_pi_near_miss_keys_are_recorded_for_lint():
    header = pi("#!/bin/bash\n#Name: nospace\n# name: lower\n# Description:tight\n# Description:\n# Usage: ok\n")
    assert header.ignored == ["#Name: nospace", "# name: lower", "# Description:tight"]


# --- the fast parser agrees with a literal line-by-line reading of SPEC §3 ---------------------------

_LINES = st.one_of(
    st.sampled_from([
        "# Description: d", "# Parameters:", "# {", "# }", "#   \"type\": \"object\",", '#  "properties": {}',
        "// Group: a b", "# 显示名称：名字", "# Timeout: 9s", "# Id: good", "# Id: 1bad", "# Hint: a: b", "",
        "   ", "code()", "  # indented: x", "#", "##", "# Parameters: {\"type\":\"object\"}", "# 参数：{\"a\":",
        "# Argv: flags", "# Trust: 公开", "#!/bin/sh", "\t// Display name: N", "/ not a comment",
        "# Parameters: [1,", "# 2]", "# key：value: more", "# Example: {\"q\":1}", "\r", "#\u3000Description: wide",
        # trailing space of every kind inside and after a block (JSON's own, and what only str.strip removes)
        "# {  ", '#  "a": 1, \x0b', '#   "b": [1,\u3000', "# 2]\x0c", "# } \t", "#  }\u00a0", "# Parameters:   ",
        '#  "x": "y"}  ', '#  "q": "a\\u00e9"',
    ]),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40).map(lambda s: "# " + s),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40),
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_LINES, max_size=40), st.sampled_from(["\n", "\r\n"]))
def test_fast_parser_matches_reference(lines, newline):
    from tests.reference_header import parse_miyu as reference

    data = ("#!/bin/sh" + newline + newline.join(lines) + newline + "echo body\n").encode("utf-8")
    assert parse_miyu(data) == reference(data)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=9000))
def test_fast_parser_matches_reference_on_bytes(data):
    from tests.reference_header import parse_miyu as reference

    data = b"#!/bin/sh\n" + data
    assert parse_miyu(data) == reference(data)


def test_long_header_beyond_first_chunk():
    from tests.reference_header import parse_miyu as reference

    data = ("#!/bin/sh\n" + "# filler line without a colon\n" * 300 + "# Description: late but in header\n"
            "code\n").encode()
    assert parse_miyu(data).description == "late but in header" == reference(data).description


def test_trailing_space_after_the_block_value_matches_reference():
    from tests.reference_header import parse_miyu as reference

    data = b'#!/bin/sh\n# Parameters:\n# {"type": "object",  \n#  "properties": {}}   \n# Timeout: 4\necho\n'
    assert parse_miyu(data) == reference(data)
    assert parse_miyu(data).parameters == {"type": "object", "properties": {}}


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(_LINES, st.sampled_from(["# Name: n_1", "# Usage: u", "# Timeout: 500", "\u3000# x",
                                                   "\u3000", "é code"])), max_size=30),
       st.text(max_size=200))
def test_pi_reads_nothing_after_the_first_code_line(lines, tail):
    """Whatever follows the first code line never changes what pi reads (its loop breaks there)."""
    head = "\n".join(lines) + "\necho\n"
    assert parse_pi(head.encode()) == parse_pi((head + tail).encode("utf-8", "surrogatepass"))
