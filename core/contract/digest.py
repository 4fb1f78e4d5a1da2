"""SHA-256 and BLAKE2b without ``hashlib``'s start-up cost.

``import hashlib`` first loads OpenSSL's libcrypto (``_hashlib``) to offer every algorithm: about 2 ms of a
``tool-call`` that needs only these two (the trust check's file hash, the header cache's digest). The interpreter's
built-in implementations give the same digests; ``hashlib`` is the fallback on a build without them.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from hashlib import blake2b as blake2b
    from hashlib import sha256 as sha256
else:
    try:
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - a build without the built-in module
        from hashlib import blake2b
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:  # pragma: no cover - 3.12 moved it; hashlib elsewhere
        try:
            from _sha2 import sha256
        except ImportError:
            from hashlib import sha256

__all__ = ["blake2b", "sha256"]
