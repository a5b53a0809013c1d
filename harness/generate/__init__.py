"""Generation: a kernel's source to the code Warp generates for it (extract, goldens, structure, features, coverage)."""
