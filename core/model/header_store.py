"""The parsed headers a registry keeps (the header cache in memory), and their copy on disk between processes.

Every file's header is kept under its (size, mtime, inode) and parsed again only when those change; a header from
an earlier process (``header_cache``) is checked against its file's stat before it is used, like any other. The
first look at a folder reads each file once: one open gives the header and the stat (``read_*_first``).
"""

from __future__ import annotations

import dataclasses
import gc
import os
import stat
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from scriptdeck.core.dialects.header import PARSER_VERSION, Header, parse_miyu, read_head, read_head_stat
from scriptdeck.core.dialects.pi import PiHeader, read_pi, read_pi_stat
from scriptdeck.core.model import header_cache
from scriptdeck.core.model.layers import StatKey, _key_of, _stat_key

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any, Literal, overload

    from scriptdeck.core.dialects.raycast import RaycastHeader

    #: what a file's header is, read in its layer's dialect
    AnyHeader = Header | PiHeader | RaycastHeader



@cache
def _raycast_reader() -> tuple[type[RaycastHeader], Callable[[bytes], RaycastHeader]]:
    """Raycast's header type and parser, imported with the first Raycast header read (a plain tool-call never
    imports the Raycast reader)."""
    from scriptdeck.core.dialects.raycast import RaycastHeader, parse_raycast

    return RaycastHeader, parse_raycast


#: record types the cache checks where the annotation is not the stored form: the schema is any value here and is
#: checked to be plain JSON when it is first used (Header.parameters)
_HEADER_RECORD_TYPES = {"_parameters": "object", "_parameters_unchecked": "None"}


def _cache_version() -> tuple[Any, ...]:
    return (PARSER_VERSION, tuple(Header.__dataclass_fields__), PiHeader.__slots__)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a scan or a cache load builds tens of thousands of objects.

    They are acyclic and live on (headers, tools), yet each collection on the way walks all of them: with the
    collector running, a 10,000-tool scan spends a third of its time there. It resumes right after, with what was
    built moved straight to the oldest generation (``freeze`` + ``unfreeze``: no walk), where a full collection
    looks at it as it would after two young ones; a young collection walking 70,000 new objects took 9-19 ms of a
    10,000-file pi scan. Not when something else froze objects (their freeze is theirs to keep).
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if not gc.get_freeze_count():
            gc.freeze()
            gc.unfreeze()
        gc.enable()


class HeaderStore:
    """Parsed headers by path, each under the stat key it was read with."""

    def __init__(self) -> None:
        self.entries: dict[str, tuple[StatKey, AnyHeader]] = {}
        #: how many files were parsed since the store was made (benchmarks and tests count it)
        self.parse_count = 0
        self._cached_parse_count = -1
        self._cache_loaded: set[str] = set()

    if TYPE_CHECKING:  # each dialect's caller gets its own header type
        @overload
        def header(self, path: str, key: StatKey | None, dialect: Literal["miyu"] = "miyu") -> Header | None: ...
        @overload
        def header(self, path: str, key: StatKey | None, dialect: Literal["pi"]) -> PiHeader | None: ...
        @overload
        def header(self, path: str, key: StatKey | None, dialect: Literal["raycast"]) -> RaycastHeader | None: ...

    def header(self, path: str, key: StatKey | None, dialect: str = "miyu") -> AnyHeader | None:
        """The file's header read the ``dialect``'s way (cached per path; a cached reading of another dialect's
        kind is parsed again), so each dialect's caller gets its own header type."""
        if key is None:
            try:
                st = os.stat(path)
            except OSError:
                return None
            key = _key_of(st)
        # a header is re-parsed only when (size, mtime, inode) change; the mode only re-lints
        mode, key = key[3] if len(key) > 3 else 0, key[:3]
        cached = self.entries.get(path)
        raycast = _raycast_reader() if dialect == "raycast" else None
        kind = raycast[0] if raycast is not None else PiHeader if dialect == "pi" else Header
        if cached is not None and cached[0] == key and isinstance(cached[1], kind):
            return cached[1]
        try:
            if dialect == "pi":  # pi reads the whole file: its reader goes as far as the header does
                header: AnyHeader = read_pi(path, seen_regular=stat.S_ISREG(mode))
            else:
                data = read_head(path)
                header = raycast[1](data) if raycast is not None else parse_miyu(data)
        except OSError:
            return None
        self.parse_count += 1
        self.entries[path] = (key, header)
        return header

    def read_pi_first(self, path: str) -> tuple[PiHeader | None, StatKey]:
        """A pi script the listing did not stat (a first look): its header and stat key from one open, fstat and
        read; a header from the header cache is checked against an ``lstat``, as any cached header is."""
        if path in self.entries:
            key = _stat_key(path, follow=False)
            return self.header(path, key, "pi"), key
        try:
            header, st = read_pi_stat(path)
        except OSError:  # gone, unreadable or no longer a regular file: skipped, as pi does
            return None, _stat_key(path, follow=False)
        return header, self.keep_pi(path, _key_of(st), header)

    def keep_pi(self, path: str, key: StatKey, header: PiHeader) -> StatKey:
        """A pi header read on a first look, kept as :meth:`header` keeps one; returns its stat key."""
        self.parse_count += 1
        self.entries[path] = (key[:3], header)
        return key

    def read_miyu_first(self, path: str) -> tuple[Header | None, StatKey]:
        """A Miyu file the listing did not stat (a first look): its header and stat key from one open, fstat and
        read; a header from the header cache is checked against a ``stat``, as any cached header is."""
        if path in self.entries:
            key = _stat_key(path)
            return self.header(path, key), key
        try:
            data, st = read_head_stat(path)
        except OSError:  # gone or unreadable: its stat as a listing takes it, the scan says why
            return None, _stat_key(path)
        key = _key_of(st)
        header = parse_miyu(data)
        self.parse_count += 1
        self.entries[path] = (key[:3], header)
        return header, key

    def load(self, path: Path) -> int:
        """Take parsed headers from an earlier process; each is still checked against its file's stat key.

        The cache is never trusted (header_cache.py): a damaged one loads nothing or only well-typed entries.
        """
        with collector_paused():
            return self._load(Path(path))

    def _load(self, path: Path) -> int:
        sections = header_cache.load(path, _cache_version(), 2)
        if sections is None:
            return 0
        loaded = 0
        for dialect, entries, cls in zip(("miyu", "pi"), sections, (Header, PiHeader)):
            if not entries:  # no checker to compile (most decks have no pi tools)
                continue
            check = header_cache.record_checker(cls, _HEADER_RECORD_TYPES if cls is Header else None)
            if check is None:
                continue
            for file, key, values in entries:
                if not check(values):
                    continue
                try:
                    header = Header.from_record(values, file) if dialect == "miyu" else PiHeader(*values)
                except (TypeError, ValueError):
                    continue
                self.entries.setdefault(file, (key, header))
                loaded += 1
        self._cache_loaded = set(self.entries)
        self._cached_parse_count = self.parse_count
        return loaded

    def forget_unlisted(self, listings: dict[str, Collection[str] | None]) -> None:
        """Drop the headers of files that are no longer in the deck: ``listings`` maps each layer folder (as the
        scan names its files: no trailing ``/``) to the names it holds now, or None when it was not listed. A file
        gone from a listed folder is dropped, and so is a file in no layer folder at all (a library removed from
        the settings, a home copied from elsewhere). A cache that kept every file ever seen grew with each rename
        and was loaded whole by every process, ``tool-call`` included."""
        prefixes = tuple(folder + "/" for folder in listings)
        gone = []
        for file in self.entries:
            folder, _, name = file.rpartition("/")
            if folder in listings:
                names = listings[folder]
                if names is not None and name not in names:
                    gone.append(file)
            elif not file.startswith(prefixes):  # not even in a layer's subfolder (an index entry's path)
                gone.append(file)
        for file in gone:
            del self.entries[file]

    def save(self, path: Path) -> bool:
        """Write the parsed headers (plain data only) when anything was parsed since the last save."""
        if self.parse_count == self._cached_parse_count and \
                set(self.entries) == self._cache_loaded:
            return False
        miyu, pi = [], []
        for file, (key, header) in self.entries.items():
            if isinstance(header, Header):
                miyu.append((file, key, header.cache_record()))
            elif isinstance(header, PiHeader):  # Raycast readings are cheap and not cached
                pi.append((file, key, tuple(getattr(header, f.name) for f in dataclasses.fields(header))))
        if not header_cache.save(Path(path), _cache_version(), (miyu, pi)):
            return False
        self._cached_parse_count = self.parse_count
        self._cache_loaded = set(self.entries)
        return True
