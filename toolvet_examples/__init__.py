"""Two example MCP servers shipped with toolvet: `toolvet-example-notes` and `toolvet-example-calendar`.

They front the example config (servers.json) and toolvet's tests; each also runs as a script,
`python toolvet_examples/notes_server.py`, needing only the `mcp` SDK.
"""
