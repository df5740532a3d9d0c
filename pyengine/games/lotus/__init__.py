"""Lotus: grow flowers from petal cards and control them with insect guardians."""
