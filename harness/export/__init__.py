"""Export: validated cases to the dataset's split files (Parquet or JSONL) and its card."""
