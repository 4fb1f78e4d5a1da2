"""The host bridge's transport (SPEC §9): how a run's ``scriptdeck host`` reaches the ScriptDeck that started it.

Today: a Unix stream socket in a private folder (0700, the socket 0600), so only the user can connect and the run
token proves which run is asking. The documented alternative where Unix sockets are missing (older Windows, or a
sandbox that hides the folder): a loopback TCP listener on ``127.0.0.1:<ephemeral port>`` whose address goes in
``SCRIPTDECK_HOST_SOCKET`` as ``tcp:127.0.0.1:<port>``, with the per-run token (already required on every
request) as the only credential — any local user can connect there, so the token must be checked before anything
else. Not built yet: :func:`listen` and :func:`connect` raise :class:`NotSupported` where ``AF_UNIX`` is absent.
"""

from __future__ import annotations

import socket

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

TRANSPORT = QT_TRANSLATE_NOOP("platform", "the host bridge (Unix sockets)")


def _family() -> int:
    family = getattr(socket, "AF_UNIX", None)
    if family is None:
        raise NotSupported(TRANSPORT)
    return int(family)


def local_family() -> int:
    """The socket family of local, path-named sockets (the X server's, the Wayland compositor's, the host's)."""
    return _family()


def listen(path: str, backlog: int = 128) -> socket.socket:
    """A listening socket at ``path`` (0600). ``OSError`` when it cannot be made."""
    import os

    listener = socket.socket(_family(), socket.SOCK_STREAM)
    try:
        listener.bind(path)
        os.chmod(path, 0o600)
        listener.listen(backlog)
    except BaseException:
        listener.close()
        raise
    return listener


def connector() -> socket.socket:
    """An unconnected socket of the bridge's family (the caller sets its timeout and connects to the path)."""
    return socket.socket(_family(), socket.SOCK_STREAM)
