"""The network edge of ``scriptdeck mcp --http`` (SPEC §27): where it listens, which Host and Origin headers it
takes, and the 10 s header deadline.

- :func:`parse_bind` reads ``[HOST:]PORT`` (``[::1]:8080`` for IPv6); :func:`listen` binds it (port 0: a free one)
  before the server starts, so the ``Host`` check and the start-up line name the port actually bound.
- :func:`security_settings` gives the SDK's own ``TransportSecuritySettings`` (DNS-rebinding protection: 421 for a
  ``Host`` that does not name the bound host and port, 403 for an ``Origin`` not allowed).
- :class:`HeaderDeadline` is uvicorn's h11 protocol with one addition. uvicorn has no header timeout: its only
  timer (``timeout_keep_alive``) runs between requests and is cancelled by the first byte of the next one, and a
  connection that never sends a byte has no timer at all, so a client that opens a connection and trickles (or
  never sends) its header held it forever. Here each connection must complete its request headers within
  :data:`HEADER_SECONDS` of opening (or of its previous response), else it is closed. One ``call_later`` per
  connection, cancelled when h11 has the whole header; nothing polls.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from typing import Any

import h11
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from uvicorn.protocols.http.h11_impl import H11Protocol

DEFAULT_HOST = "127.0.0.1"
HEADER_SECONDS = 10.0
#: the largest request body (as stdio bounds a line, SPEC §19)
MAX_BODY = 16 * 1024 * 1024
#: connections waiting to be accepted; many agents connecting at once must not see refusals
BACKLOG = 2048

BAD_BIND = QT_TRANSLATE_NOOP("mcp", "--http {a0}: {a1}")
BAD_BIND_FIX = QT_TRANSLATE_NOOP("mcp", "give [HOST:]PORT, e.g. --http 8765, --http 127.0.0.1:8765 or --http "
                                        "[::1]:8765 (port 0 picks a free one)")
NO_AUTH_REMOTE = QT_TRANSLATE_NOOP("mcp", "--no-auth is only accepted on a loopback address, not {a0}")
NO_AUTH_REMOTE_FIX = QT_TRANSLATE_NOOP("mcp", "leave --no-auth out (agents then send the token of scriptdeck mcp "
                                               "token), or listen on 127.0.0.1")
CANNOT_LISTEN = QT_TRANSLATE_NOOP("mcp", "cannot listen on {a0}: {a1}")
CANNOT_LISTEN_FIX = QT_TRANSLATE_NOOP("mcp", "pick another port (port 0 picks a free one) or stop what uses it")


class EdgeError(LocalizedError):
    context = "mcp"


@dataclass(frozen=True)
class Bind:
    host: str
    port: int

    @property
    def loopback(self) -> bool:
        return is_loopback(self.host)

    def authority(self, port: int | None = None) -> str:
        """``host:port`` as a URL and a ``Host`` header write it (IPv6 in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port if port is None else port}"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def parse_bind(text: str) -> Bind:
    """``PORT``, ``HOST:PORT`` or ``[IPv6]:PORT``; the host defaults to 127.0.0.1."""
    value = text.strip()
    host, port_text = DEFAULT_HOST, value
    if value.startswith("["):
        end = value.find("]")
        if end < 0 or value[end + 1:end + 2] != ":":
            raise EdgeError(BAD_BIND, BAD_BIND_FIX, a0=text, a1="an IPv6 address is written [ADDRESS]:PORT")
        host, port_text = value[1:end], value[end + 2:]
    elif ":" in value:
        host, port_text = value.rsplit(":", 1)
        if ":" in host:
            raise EdgeError(BAD_BIND, BAD_BIND_FIX, a0=text, a1="an IPv6 address is written [ADDRESS]:PORT")
    if not host or any(c.isspace() or not c.isprintable() or c in "/@?#" for c in host):
        raise EdgeError(BAD_BIND, BAD_BIND_FIX, a0=text, a1="no host name")
    if not port_text.isascii() or not port_text.isdigit() or int(port_text) > 65535:
        raise EdgeError(BAD_BIND, BAD_BIND_FIX, a0=text, a1="the port is a number from 0 to 65535")
    return Bind(host, int(port_text))


def listen(bind: Bind) -> socket.socket:
    """A listening socket on ``bind`` (IPv4 or IPv6, whichever the host names); :class:`EdgeError` when it cannot."""
    try:
        infos = socket.getaddrinfo(bind.host, bind.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as error:
        raise EdgeError(CANNOT_LISTEN, CANNOT_LISTEN_FIX, a0=bind.authority(), a1=str(error)) from None
    last: OSError | None = None
    for family, kind, proto, _name, address in infos:
        sock = socket.socket(family, kind, proto)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            sock.bind(address)
            sock.listen(BACKLOG)
            sock.set_inheritable(False)  # the tools' processes never hold the server's port
        except OSError as error:
            sock.close()
            last = error
            continue
        return sock
    reason = (last.strerror or str(last)) if last is not None else "no address"
    raise EdgeError(CANNOT_LISTEN, CANNOT_LISTEN_FIX, a0=bind.authority(), a1=reason)


def bound_port(sock: socket.socket) -> int:
    return int(sock.getsockname()[1])


def allowed_hosts(bind: Bind, port: int, extra: list[str]) -> list[str]:
    """``Host`` values taken: the bound ``host:port``; for a loopback address also ``localhost``, ``127.0.0.1``
    and ``[::1]`` with that port (each names this machine, none can be rebound by a web page's DNS); and each
    ``--allow-host`` name, as given and with the bound port (a reverse proxy may forward ``Host`` without one)."""
    hosts = [bind.authority(port)]
    if bind.loopback:
        hosts += [f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"]
    for name in extra:
        hosts.append(name)
        if not name.endswith("]") and ":" not in name.rsplit("]", 1)[-1]:
            hosts.append(f"{name}:{port}")
    return list(dict.fromkeys(hosts))


def allowed_origins(hosts: list[str], extra: list[str]) -> list[str]:
    """``Origin`` values taken: this server's own (``http://`` + an allowed host) and each ``--allow-origin``.
    A request without ``Origin`` (every agent that is not a web page) is not affected."""
    return list(dict.fromkeys([f"http://{host}" for host in hosts if not host.endswith(":*")] + extra))


def security_settings(bind: Bind, port: int, hosts: list[str], origins: list[str]) -> Any:
    from mcp.server.transport_security import TransportSecuritySettings

    allowed = allowed_hosts(bind, port, hosts)
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=allowed,
                                     allowed_origins=allowed_origins(allowed, origins))


class HeaderDeadline(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request header is not complete within
    :data:`HEADER_SECONDS` (see the module docstring for why uvicorn needs it)."""

    header_seconds = HEADER_SECONDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deadline: asyncio.TimerHandle | None = None

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.header_seconds, self._expired)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        self._deadline = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()  # no whole request header in time: nothing was started for it

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._disarm()  # the header is complete: the request runs as long as it needs

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._arm()  # kept alive: the next request's header has the same deadline

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)
