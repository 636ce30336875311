"""The MCP server: Musubi's library as tools for any MCP client (stdio or local HTTP)."""
