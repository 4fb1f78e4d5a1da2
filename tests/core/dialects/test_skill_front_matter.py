"""SKILL.md front matter made of plain ``key: text`` lines is read without a YAML parser (1,000 skills listed in
under a second, SPEC §28); whatever that reading accepts, strictyaml (skills-ref's reader) reads the same, and
whatever is not plain goes to strictyaml. Hypothesis draws lines near the edge: indicators, quotes, colons, hashes,
tabs, YAML's other line breaks, surrogates, duplicate keys, indentation."""

from __future__ import annotations

import strictyaml
from hypothesis import example, given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.skill_md import parse_yaml, plain_front_matter

TRICKY = list("-?:,[]{}#&*!|>'\"%@` \t\u0085\u2028\u2029\ufeff\x7f\x00\x1b~.") + ["\ud800", "\ufffe", "é", "技", "1", "a", "Z"]
piece = st.text(alphabet=st.sampled_from(TRICKY), max_size=4) | st.text(max_size=6)
word = st.builds(lambda a, b, c: a + b + c, st.sampled_from(["", "a", "技能", "Use when"]), piece,
                 st.sampled_from(["", "x", " y", "."]))
key = st.sampled_from(["name", "description", "license", "metadata", "allowed-tools", "a_b", "x.y", "-k", "k k", "显示名称"])
line = st.one_of(
    st.builds(lambda k, v: f"{k}: {v}", key, word),
    st.builds(lambda k: f"{k}:", key),
    st.builds(lambda k, v: f"  {k}: {v}", key, word),
    st.builds(lambda k, v: f"   {k}: {v}", key, word),
    st.sampled_from(["", "  ", "- item", "# comment", "key: 'quoted'", "key: |", "  more text"]),
)
front = st.lists(line, max_size=6).map(lambda lines: "\n" + "\n".join(lines) + "\n")


def strict(text: str) -> object:
    try:
        return strictyaml.load(text).data
    except Exception as error:  # noqa: BLE001 - any refusal is "not the same"
        return error


@settings(max_examples=600, deadline=None)
@given(front)
@example("\nname: skill-1\ndescription: Does a task. Use when asked.\nmetadata:\n  display-name: Skill 1\n  显示名称: 技能 1\n")
@example("\nname: a\nname: b\n")
@example("\nname: a\nmetadata:\n")
@example("\nname: a\u2028b\n")
@example("\nname: null\ndescription: 1e3\nlicense: yes\n")
def test_what_the_plain_reading_accepts_strictyaml_reads_the_same(text: str) -> None:
    plain = plain_front_matter(text)
    if plain is not None:
        assert strict(text) == plain


def test_common_front_matter_is_read_plainly_and_anything_else_is_not() -> None:
    assert plain_front_matter("\nname: pdf\ndescription: Fill PDF forms. Use when a form is given.\n") == {
        "name": "pdf", "description": "Fill PDF forms. Use when a form is given."}
    for odd in ("\nname: 'pdf'\n", "\ndescription: see http://x\n", "\nname: a # c\n", "\nname: a\nname: b\n",
                "\nallowed-tools:\n  - Bash\n", "\ndescription: |\n  long\n", "\nname:\n", "\n name: a\n"):
        assert plain_front_matter(odd) is None, odd
        if isinstance(strict(odd), dict):  # what strictyaml reads, parse_yaml gives (through strictyaml)
            assert parse_yaml(odd) == strict(odd)
