# ruff: noqa: UP007, UP045 - written the way many pydantic tools still spell them (Optional[...], Union[...])
"""Regenerates the pydantic v2 fixtures here: ``python tests/data/schemas/make_pydantic.py`` (needs pydantic 2).

The models are written for ScriptDeck's tests (a weather station, a note store, a unit converter, a page
snapshot); what matters is the shape of pydantic v2's ``model_json_schema()`` output: Optional fields as
``anyOf [T, null]`` with ``default: null``, defaults, ``Literal`` enums, nested models through ``$defs``/``$ref``,
lists, dicts, tuples (``prefixItems``), sets, a recursive model and constrained types.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated, Literal, Optional, Union

from pydantic import AnyUrl, BaseModel, Field, conint, constr

HERE = Path(__file__).parent


class WeatherHistory(BaseModel):
    station: str
    max_days: int = 7
    since: Optional[str] = Field(
        None, description="Earliest day to include: a date such as '2024-03-01' or a phrase such as '3 days ago'")
    until: Optional[str] = Field(
        None, description="Latest day to include, written like 'since'; leave it out for today")


class NoteRename(BaseModel):
    notebook: str
    new_title: str
    folder: str | None = None


class NoteTag(BaseModel):
    note_id: str
    tags: list[str]


class NoteSearch(BaseModel):
    notebook: str = Field(..., description="Name of the notebook to search.")
    scope: str = Field(..., description="Where to look: 'titles', 'bodies' or 'both'.")
    after: Optional[str] = Field(None, description="Only notes edited after this date (YYYY-MM-DD); leave out for any")
    before: Optional[str] = Field(None, description="Only notes edited before this date (YYYY-MM-DD); leave out for any")


class PageSnapshot(BaseModel):
    """Options for saving a text snapshot of a web page."""

    url: Annotated[AnyUrl, Field(description="Address of the page")]
    max_chars: Annotated[int, Field(default=2000, description="Keep at most this many characters.", gt=0,
                                    lt=500000)]
    skip_chars: Annotated[int, Field(default=0, description="Characters to skip from the start (to page on).", ge=0)]
    keep_markup: Annotated[bool, Field(default=False, description="Keep the page's markup instead of plain text.")]


class UnitConversion(BaseModel):
    from_unit: str
    amount: float
    to_units: list[str]


class Color(str, Enum):
    red = "red"
    green = "green"


class Point(BaseModel):
    x: float
    y: float = 0.0


class Node(BaseModel):
    name: str
    children: list[Node] = []


class Typical(BaseModel):
    """Options for a typical pydantic-described tool."""

    query: constr(min_length=1, max_length=200, pattern=r"^[a-z ]+$") = Field(examples=["hello world"])
    limit: conint(ge=1, le=100, multiple_of=5) = 10
    mode: Literal["fast", "slow"] = "fast"
    color: Optional[Color] = None
    weights: dict[str, float] = {}
    pair: tuple[int, str] = (1, "a")
    matrix: list[list[float]] = [[0.0]]
    key_or_id: Union[int, str] = 0
    origin: Optional[Point] = None
    points: list[Point] = Field(default_factory=list, min_length=0, max_length=5)
    tags: set[str] = set()
    tree: Optional[Node] = None
    email: Optional[str] = Field(None, json_schema_extra={"format": "email"})


def main() -> None:
    for name, model in [("pydantic_v2_weather_history", WeatherHistory), ("pydantic_v2_note_rename", NoteRename),
                        ("pydantic_v2_note_tag", NoteTag), ("pydantic_v2_note_search", NoteSearch),
                        ("pydantic_v2_page_snapshot", PageSnapshot), ("pydantic_v2_unit_conversion", UnitConversion),
                        ("pydantic_v2_typical", Typical)]:
        (HERE / f"{name}.json").write_text(json.dumps(model.model_json_schema(), indent=2) + "\n")


if __name__ == "__main__":
    main()
