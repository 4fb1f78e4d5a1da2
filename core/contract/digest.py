"""SHA-256 and BLAKE2b for the trust check's file hash and the header cache's digest: ``hashlib``'s, the public API.

CPython's private ``_sha256`` / ``_sha2`` / ``_blake2`` modules saved ~2 ms of a ``tool-call`` (``hashlib`` loads
OpenSSL's libcrypto first) but are renamed between releases and absent from other builds (issue 42;
docs/decisions.md): the public module is the one to depend on.
"""

from __future__ import annotations

from hashlib import blake2b, sha256

__all__ = ["blake2b", "sha256"]
