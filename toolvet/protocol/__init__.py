"""MCP on the wire, for both halves of the proxy: JSON-RPC messages decoded within bounds
(`wire`), JSON lines over pipes (`lines`), and the two protocol eras (`eras`)."""
