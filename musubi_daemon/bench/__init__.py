"""The benchmarks behind `musubi-bench ...`: each prints figures, none is a test."""
