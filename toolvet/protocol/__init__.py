"""MCP on the wire, for both halves of the proxy: JSON-RPC messages decoded within bounds
(`wire`), the reader and writer every transport yields (`streams`), JSON lines over pipes
(`lines`), the two protocol eras (`eras`), and the streamable HTTP transport's headers
(`headers`)."""
