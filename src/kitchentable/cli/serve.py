"""`kitchentable serve`: the web table, where people play every format in the browser."""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on (0.0.0.0 shares the table on your network).")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    workers: Annotated[int, typer.Option(help="Threads for the computer players.")] = 2,
) -> None:
    """Serve the web table: create a game on the first page, play it in the browser, invite friends."""
    from kitchentable.cli import arguments as check

    check.between("--port", port, 1, 65535)
    check.at_least("--workers", workers)
    try:
        import uvicorn

        from kitchentable.web.app import TableServer, create_app
    except ImportError as err:
        typer.echo(f"error: the web table needs the 'web' extra ({err.name} is missing): "
                   "pip install -e '.[web]'", err=True)
        raise typer.Exit(2) from err
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    typer.echo(f"kitchentable table: http://{shown}:{port}/  (Ctrl-C stops it)")
    if host in ("0.0.0.0", "::"):
        typer.echo("listening on every network address: friends on your network open it with this machine's address")
    try:
        uvicorn.run(create_app(TableServer(workers)), host=host, port=port, log_level="warning")
    except OSError as err:
        typer.echo(f"error: cannot listen on {host}:{port}: {err.strerror or err}", err=True)
        raise typer.Exit(2) from err


def register(app: typer.Typer) -> None:
    app.command()(serve)
