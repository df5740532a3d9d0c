"""Markers for tests that cannot run inside Pyodide (run_engine_tests.mjs deselects them)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: needs headless Chromium and the built dist/")
    config.addinivalue_line("markers", "subprocess: starts processes (impossible inside Pyodide)")
