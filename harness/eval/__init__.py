"""``make eval``: score predicted generated code by running it where Warp's own code runs (docs/eval.md)."""
