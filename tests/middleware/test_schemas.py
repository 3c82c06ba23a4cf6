"""Which schema checks a call: cache entries by plain or prefixed name, else the tool's args_schema."""

from __future__ import annotations

from langchain_core.tools import StructuredTool, tool

from toolvet import SchemaCache
from toolvet.middleware._schemas import Policy, SchemaResolver, tools_by_name

SEARCH = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
OTHER = {"type": "object", "properties": {"q": {"type": "string"}}}


def cache_with(**servers: dict) -> SchemaCache:
    cache = SchemaCache()
    for server, schemas in servers.items():
        cache.update(server, [{"name": n, "inputSchema": s} for n, s in schemas.items()])
    return cache


class TestCacheNames:
    def test_plain_and_prefixed_names(self) -> None:
        resolver = SchemaResolver(
            cache=cache_with(notes={"search": SEARCH}, my_docs={"find": OTHER})
        )

        assert resolver.cache_entry("search").server == "notes"
        assert resolver.cache_entry("notes_search").name == "search"  # langchain-mcp-adapters
        assert resolver.cache_entry("notes__search").name == "search"  # the toolvet proxy
        assert resolver.cache_entry("my_docs_find").server == "my_docs"
        assert resolver.cache_entry("notes_") is None
        assert resolver.cache_entry("nothing") is None

    def test_one_name_on_two_servers(self) -> None:
        same = SchemaResolver(cache=cache_with(a={"search": SEARCH}, b={"search": SEARCH}))
        different = SchemaResolver(cache=cache_with(a={"search": SEARCH}, b={"search": OTHER}))

        assert same.cache_entry("search") is not None
        assert different.cache_entry("search") is None  # ambiguous: the tool's own schema decides
        assert different.cache_entry("b_search").input_schema == OTHER

    def test_server_policies_follow_the_entry(self) -> None:
        warn = Policy(mode="warn")
        resolver = SchemaResolver(
            cache=cache_with(notes={"search": SEARCH}), server_policies={"notes": warn}
        )

        target = resolver.resolve("notes_search", None)

        assert target.kind == "cache" and target.policy is warn and target.server == "notes"


class TestToolSchemas:
    def test_dict_and_pydantic_schemas(self) -> None:
        @tool
        def add(a: int, b: int) -> int:
            """Add."""
            return a + b

        by_dict = StructuredTool(name="s", description="", args_schema=SEARCH, func=dict)
        resolver = SchemaResolver()

        assert resolver.resolve("s", by_dict).kind == "json_schema"
        assert resolver.resolve("add", add).kind == "pydantic"
        assert resolver.resolve("web", {"type": "web_search"}) is None
        assert resolver.resolve("ghost", None) is None

    def test_equal_schemas_share_a_validator(self) -> None:
        resolver = SchemaResolver()
        one = resolver.resolve(
            "a", StructuredTool(name="a", description="", args_schema=dict(SEARCH), func=dict)
        )
        two = resolver.resolve(
            "b", StructuredTool(name="b", description="", args_schema=dict(SEARCH), func=dict)
        )

        assert one.schema_hash == two.schema_hash and one.compiled is two.compiled

    def test_the_cache_wins_over_the_tools_own_schema(self) -> None:
        loose = StructuredTool(
            name="search", description="", args_schema={"type": "object"}, func=dict
        )
        resolver = SchemaResolver(cache=cache_with(notes={"search": SEARCH}))

        assert resolver.resolve("search", loose).kind == "cache"


def test_tools_by_name_understands_dict_tools() -> None:
    names = tools_by_name(
        [
            {"type": "function", "function": {"name": "lookup", "parameters": {}}},
            {"type": "web_search_20250305", "name": "web_search"},
            {"type": "code_interpreter"},
        ]
    )

    assert list(names) == ["lookup", "web_search", "code_interpreter"]
