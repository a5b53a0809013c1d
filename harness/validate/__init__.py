"""Validation: the ladder that compiles, runs and gradient checks every case, and the checks it uses."""
