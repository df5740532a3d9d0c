"""Horizons of Spirit Island: cooperative spirits defend their island against the invaders."""
