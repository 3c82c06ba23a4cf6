"""`proxy.auth.access` decided in process: which rules match a caller (every scope, every claim, a
list-valued claim by membership), the globs they grant, and what those globs open: a tool, a
server's resources and prompts, or anything of a server."""

from __future__ import annotations

from typing import Any

from toolvet.config import AccessRule
from toolvet.proxy.identity._access import Access, refusal
from toolvet.proxy.identity._identity import Caller

# The (server, tool) pairs of every server, as the tool table has them.
TOOLS = [
    ("notes", "search_notes"),
    ("notes", "delete_note"),
    ("calendar", "list_events"),
    ("calendar", "search_notes"),  # the same tool name on another server
]


def access(*rules: dict[str, Any]) -> Access:
    return Access([AccessRule.model_validate(rule) for rule in rules])


def caller(*scopes: str, **claims: Any) -> Caller:
    return Caller("alice", "agent", frozenset(scopes), claims)


READERS = {"scopes": ["notes.read"], "tools": ["notes/search_*"]}
OPS = {"claims": {"groups": "ops"}, "tools": ["*"]}
CALENDAR_ADMINS = {"scopes": ["mcp", "calendar.admin"], "tools": ["calendar/*"]}


def test_without_rules_every_caller_may_use_everything() -> None:
    open_to_all = Access(None)
    assert not open_to_all.restricted
    for who in (caller(), caller("notes.read"), None):
        assert open_to_all.grants(who) is None
        assert open_to_all.allows_tool(who, "notes", "delete_note")
        assert open_to_all.allows_server(who, "calendar")
        assert open_to_all.uses_server(who, "calendar", TOOLS)


def test_with_rules_and_no_caller_nothing_is_restricted() -> None:
    """No caller is known only where nobody authenticates (stdio, or HTTP without proxy.auth)."""
    rules = access(READERS)
    assert rules.restricted
    assert rules.grants(None) is None
    assert rules.allows_tool(None, "calendar", "list_events")


def test_a_rule_matches_a_caller_with_every_scope_it_names() -> None:
    rules = access(READERS, CALENDAR_ADMINS)
    assert rules.grants(caller("notes.read")) == ["notes/search_*"]
    assert rules.grants(caller("mcp", "calendar.admin", "notes.read")) == [
        "notes/search_*",
        "calendar/*",
    ]
    assert rules.grants(caller("calendar.admin")) == []  # "mcp" is missing
    assert rules.grants(caller()) == []


def test_a_rule_matches_a_claim_by_value_or_by_membership_of_a_list() -> None:
    rules = access(OPS, {"claims": {"tier": 2, "staff": True}, "tools": ["notes/get_note"]})
    assert rules.grants(caller(groups="ops")) == ["*"]
    assert rules.grants(caller(groups=["dev", "ops"])) == ["*"]
    assert rules.grants(caller(groups=["dev"])) == []
    assert rules.grants(caller(groups="operators")) == []  # equal, not contained in a string
    assert rules.grants(caller()) == []  # the claim is missing
    assert rules.grants(caller(tier=2, staff=True)) == ["notes/get_note"]
    assert rules.grants(caller(tier=2)) == []  # every claim a rule names must match
    assert rules.grants(caller(tier="2", staff=True)) == []


def test_a_tool_is_allowed_when_a_glob_names_it_as_server_slash_tool() -> None:
    rules = access(READERS, OPS)
    reader = caller("notes.read")
    assert rules.allows_tool(reader, "notes", "search_notes")
    assert not rules.allows_tool(reader, "notes", "delete_note")
    assert not rules.allows_tool(reader, "calendar", "search_notes")  # the server counts
    assert not rules.allows_tool(caller(), "notes", "search_notes")
    assert rules.allows_tool(caller(groups="ops"), "anything", "at_all")


def test_globs_are_case_sensitive() -> None:
    rules = access({"scopes": [], "tools": ["Notes/Search*"]})
    assert not rules.allows_tool(caller(), "notes", "search_notes")
    assert rules.allows_tool(caller(), "Notes", "Search")


def test_resources_and_prompts_need_the_whole_server() -> None:
    """`notes/*` (or `*`) opens the notes server's resources and prompts; a rule that names some
    of its tools does not."""
    rules = access(READERS, CALENDAR_ADMINS, OPS)
    assert not rules.allows_server(caller("notes.read"), "notes")
    assert rules.allows_server(caller("mcp", "calendar.admin"), "calendar")
    assert not rules.allows_server(caller("mcp", "calendar.admin"), "notes")
    assert rules.allows_server(caller(groups="ops"), "notes")


def test_a_server_is_used_through_its_resources_or_one_of_its_own_tools() -> None:
    rules = access(READERS, CALENDAR_ADMINS)
    reader = caller("notes.read")
    assert rules.uses_server(reader, "notes", TOOLS)  # notes/search_notes
    # calendar has a search_notes too, but the glob names notes' alone
    assert not rules.uses_server(reader, "calendar", TOOLS)
    assert rules.uses_server(caller("mcp", "calendar.admin"), "calendar", [])  # calendar/*
    assert not rules.uses_server(reader, "notes", [("calendar", "search_notes")])
    assert not rules.uses_server(caller(), "notes", TOOLS)


def test_the_refusal_names_the_caller_and_the_glob_a_rule_would_need() -> None:
    assert refusal(caller(), "Tool 'delete_note' is", "notes/delete_note") == (
        "Tool 'delete_note' is not available to caller 'alice': no rule of proxy.auth.access"
        " grants notes/delete_note"
    )
    assert refusal(None, "Server 'notes' is", "notes/*") == (
        "Server 'notes' is not available to this caller: no rule of proxy.auth.access grants"
        " notes/*"
    )
