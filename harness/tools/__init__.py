"""Tools beside the dataset run: harvesting kernels from existing Warp code, and the throughput benchmarks."""
