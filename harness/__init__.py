"""The harness: generation, validation, export and the tools around them (docs/architecture.md)."""
