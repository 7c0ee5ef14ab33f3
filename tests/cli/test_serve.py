"""`kitchentable serve`: the web table's command (its server is tested in tests/web)."""

from __future__ import annotations

import socket

from typer.testing import CliRunner

from kitchentable.cli.main import app

runner = CliRunner()


def test_serve_help_names_host_and_port() -> None:
    result = runner.invoke(app, ["serve", "--help"])
    assert result.exit_code == 0
    assert "--host" in result.output and "--port" in result.output and "127.0.0.1" in result.output


def test_serve_refuses_a_port_out_of_range_clearly() -> None:
    result = runner.invoke(app, ["serve", "--port", "70000"])
    assert result.exit_code == 2
    assert "--port 70000: must be between 1 and 65535" in result.output and "Traceback" not in result.output


def test_serve_reports_a_port_in_use_without_a_traceback() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = runner.invoke(app, ["serve", "--port", str(port)])
    assert f"http://127.0.0.1:{port}/" in result.output
    assert result.exit_code != 0 and "Traceback" not in result.output
