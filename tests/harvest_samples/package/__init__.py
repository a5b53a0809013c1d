"""A package whose kernels use definitions of its other modules, re-exported here."""

from .types import vec6, weight

__all__ = ["vec6", "weight"]
