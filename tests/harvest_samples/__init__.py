"""Small modules for tests/test_harvest.py: one good module and one of each kind of bad input.

Harvest imports every module here (which executes it); the tests never import them directly.
"""
