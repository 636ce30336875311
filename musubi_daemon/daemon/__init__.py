"""The daemon: watch sources and the vault, run the lifecycle on schedule, serve MCP."""
