"""The command line of SPEC §27: ``scriptdeck mcp --http [HOST:]PORT`` and ``scriptdeck mcp token [--rotate]``.

``add_arguments`` extends the ``mcp`` parser of :mod:`scriptdeck.core.cli`; ``wanted`` tells its ``cmd_mcp``
whether to hand over to :func:`run` (anything of HTTP given), so stdio serving stays exactly as it is.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

NEEDS_HTTP = QT_TRANSLATE_NOOP("mcp", "{a0} only applies with --http")
NEEDS_HTTP_FIX = QT_TRANSLATE_NOOP("mcp", "add --http [HOST:]PORT, e.g. --http 8765")


def add_arguments(parser: argparse.ArgumentParser, common: argparse.ArgumentParser) -> None:
    parser.add_argument("--http", metavar="[HOST:]PORT",
                        help="serve over Streamable HTTP at http://HOST:PORT/mcp instead of stdio (host "
                             "default 127.0.0.1; port 0 picks a free one)")
    parser.add_argument("--no-auth", action="store_true",
                        help="with --http on a loopback address: accept requests without the token")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="with --http: also accept this Host header (a name agents or a proxy use; repeatable)")
    parser.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                        help="with --http: also accept requests from this web origin, e.g. https://app.example "
                             "(repeatable)")
    # the window's managed server (SPEC §31): stop when the window's end closes the pipe on stdin
    parser.add_argument("--stop-with-stdin", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="mcp_command", metavar="{token,config}")
    token = sub.add_parser("token", parents=[common], help="print the token HTTP clients send (made on first use)")
    token.add_argument("--rotate", action="store_true",
                       help="make a new token; a running server accepts only the new one from now on")
    config = sub.add_parser("config", parents=[common],
                            help="print a client's configuration for this deck (claude-desktop, claude-code, "
                                 "cursor, vscode)")
    config.add_argument("client", metavar="CLIENT", help="the client whose configuration to print")
    config.add_argument("--http", dest="config_url", metavar="URL",
                        help="configure the client for the HTTP server at URL (with this home's token) instead "
                             "of stdio")


def wanted(ns: argparse.Namespace) -> bool:
    """Whether ``scriptdeck mcp`` was given anything of HTTP (else it serves stdio as always)."""
    return bool(getattr(ns, "mcp_command", None) or getattr(ns, "http", None) is not None
                or getattr(ns, "no_auth", False) or getattr(ns, "allow_host", None)
                or getattr(ns, "allow_origin", None))


def _error(error: LocalizedError, lang: str, code: int) -> int:
    text, fix = error.message(lang)
    sys.stderr.write(f"scriptdeck: error: {text}\n" + (f"    fix: {fix}\n" if fix else ""))
    return code


UNKNOWN_CLIENT = QT_TRANSLATE_NOOP("mcp", "unknown client {a0}")
UNKNOWN_CLIENT_FIX = QT_TRANSLATE_NOOP("mcp", "use one of: {a1}")
BAD_URL = QT_TRANSLATE_NOOP("mcp", "{a0} is not an http:// or https:// URL")
BAD_URL_FIX = QT_TRANSLATE_NOOP("mcp", "give the URL scriptdeck mcp --http printed, e.g. http://127.0.0.1:8765/mcp")


class ConfigUsage(LocalizedError):
    context = "mcp"


def _config(ctx: Any, ns: argparse.Namespace, lang: str) -> int:
    """``scriptdeck mcp config CLIENT [--http URL]``: the text the Connect dialog shows, on stdout."""
    from scriptdeck.core.mcp.clients import CLIENTS
    from scriptdeck.core.mcp.http_clients import client_config
    from scriptdeck.core.mcp.http_token import TokenBroken, ensure_token, token_path

    names = [name.replace("_", "-") for name in CLIENTS]
    if ns.client.replace("_", "-") not in names:
        return _error(ConfigUsage(UNKNOWN_CLIENT, UNKNOWN_CLIENT_FIX, a0=ns.client, a1=", ".join(names)),
                      lang, EXIT_USAGE)
    url = ns.config_url
    token = ""
    if url is not None:
        if not url.startswith(("http://", "https://")) or any(c.isspace() or ord(c) < 32 for c in url):
            return _error(ConfigUsage(BAD_URL, BAD_URL_FIX, a0=url), lang, EXIT_USAGE)
        try:
            token = ensure_token(token_path(ctx.home.state_dir)).decode("ascii")
        except TokenBroken as error:
            return _error(error, lang, EXIT_REFUSED)
        except OSError as error:
            sys.stderr.write(f"scriptdeck: error: {error.strerror or error}\n")
            return EXIT_TOOL_FAILED
    home = str(ctx.home.root) if ctx.home.forced else None
    snippet = client_config(ns.client, url=url, token=token, home=home, persona=ctx.home.persona)
    sys.stdout.write(snippet.text + "\n")
    return EXIT_OK


def run(ctx: Any, ns: argparse.Namespace) -> int:
    from scriptdeck.core.mcp import http_edge
    from scriptdeck.core.mcp.http_token import TokenBroken, ensure_token, rotate_token, token_path

    lang = getattr(ns, "lang", None) or ctx.lang
    path = token_path(ctx.home.state_dir)
    if getattr(ns, "mcp_command", None) == "token":
        try:
            token = rotate_token(path) if ns.rotate else ensure_token(path)
        except TokenBroken as error:
            return _error(error, lang, EXIT_REFUSED)
        except OSError as error:
            sys.stderr.write(f"scriptdeck: error: {path}: {error.strerror or error}\n")
            return EXIT_TOOL_FAILED
        sys.stdout.write(token.decode("ascii") + "\n")
        return EXIT_OK
    if getattr(ns, "mcp_command", None) == "config":
        return _config(ctx, ns, lang)
    if ns.http is None:
        given = "--no-auth" if ns.no_auth else "--allow-host" if ns.allow_host else "--allow-origin"
        return _error(LocalizedError(NEEDS_HTTP, NEEDS_HTTP_FIX, a0=given), lang, EXIT_USAGE)
    try:
        bind = http_edge.parse_bind(ns.http)
        if ns.no_auth and not bind.loopback:
            raise http_edge.EdgeError(http_edge.NO_AUTH_REMOTE, http_edge.NO_AUTH_REMOTE_FIX, a0=bind.host)
    except http_edge.EdgeError as error:
        return _error(error, lang, EXIT_USAGE)
    from scriptdeck.core.mcp.http import HttpOptions, serve_http

    options = HttpOptions(bind, no_auth=ns.no_auth, allow_hosts=list(ns.allow_host),
                          allow_origins=list(ns.allow_origin))
    try:
        return serve_http(ctx, options, lang=getattr(ns, "lang", None) or "en", allow_manage=ns.allow_manage,
                          page_size=max(0, ns.page_size), stop_with_stdin=ns.stop_with_stdin)
    except TokenBroken as error:
        return _error(error, lang, EXIT_REFUSED)
    except http_edge.EdgeError as error:
        return _error(error, lang, EXIT_TOOL_FAILED)
    except OSError as error:
        sys.stderr.write(f"scriptdeck: error: {path}: {error.strerror or error}\n")
        return EXIT_TOOL_FAILED
