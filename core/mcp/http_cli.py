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
    sub = parser.add_subparsers(dest="mcp_command", metavar="token")
    token = sub.add_parser("token", parents=[common], help="print the token HTTP clients send (made on first use)")
    token.add_argument("--rotate", action="store_true",
                       help="make a new token; a running server accepts only the new one from now on")


def wanted(ns: argparse.Namespace) -> bool:
    """Whether ``scriptdeck mcp`` was given anything of HTTP (else it serves stdio as always)."""
    return bool(getattr(ns, "mcp_command", None) or getattr(ns, "http", None) is not None
                or getattr(ns, "no_auth", False) or getattr(ns, "allow_host", None)
                or getattr(ns, "allow_origin", None))


def _error(error: LocalizedError, lang: str, code: int) -> int:
    text, fix = error.message(lang)
    sys.stderr.write(f"scriptdeck: error: {text}\n" + (f"    fix: {fix}\n" if fix else ""))
    return code


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
