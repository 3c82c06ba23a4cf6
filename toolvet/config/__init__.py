"""The servers.json model and loader: which MCP servers the proxy fronts, and how it checks them.

The format is the ``mcpServers`` file Claude Desktop, Cursor and FastMCP read, plus toolvet's
own keys::

    {
      "mcpServers": {
        "notes": {"command": "python", "args": ["servers/notes.py"],
                  "env": {"TOKEN": "${NOTES_TOKEN}"},
                  "validation": {"mode": "warn"}, "tools": {"deny": ["delete_*"]}},
        "remote": {"url": "https://example.com/mcp",
                   "headers": {"Authorization": "Bearer ${API_TOKEN}"}},
        "legacy": {"url": "http://127.0.0.1:9000/sse", "type": "sse",
                   "disabled": true, "timeout": 30}
      },
      "proxy": {"namespacing": "auto", "separator": "__", "validation": {"mode": "enforce"},
                "http": {"host": "127.0.0.1", "port": 8765}}
    }

- A server with ``command`` (``args``, ``env``, ``cwd``) is launched over stdio; one with ``url``
  (``headers``) is reached over streamable HTTP, or SSE with ``"transport": "sse"``. The transport
  may also be spelled ``type`` (Cursor, VS Code, Claude Code) or ``transportType`` (Cline); the
  URL ``serverUrl`` (Windsurf) or ``httpUrl`` (Gemini CLI).
- ``${VAR}`` and ``${VAR:-default}`` are expanded from the environment in ``env`` values,
  ``headers`` values, ``url``, ``proxy.auth.token``, ``proxy.bridge.state_key`` and
  ``proxy.rate_limits.store``, nowhere else; ``$${`` is a literal ``${``. An unset variable
  without a default is an error.
- ``cwd`` is resolved against the directory holding the config file, and a stdio server
  without ``cwd`` runs in that directory: so ``"args": ["servers/notes.py"]`` works wherever
  the proxy is started from. (``parse_config`` uses its ``base_dir``, by default the current
  directory.)
- ``validation`` (mode, repair, unknown_arguments, output, formats): a server's settings
  override ``proxy.validation``, which overrides the built-in defaults; after loading,
  ``ServerConfig.validation`` is complete. ``tools``: ``allow`` / ``deny`` lists of names or
  globs, deny wins; ``constrain`` maps names or globs to JSON Schemas calls must also satisfy
  (checked as schemas by ``toolvet.constraints``, which may import the validation core).
- ``proxy.lock``: ``path`` of the lock file (default ``<config name>.lock.json`` beside the
  config) and ``on_change`` (``block`` or ``warn``).
- Other clients' keys: ``disabled: true`` / ``enabled: false`` disable a server (kept, marked
  ``disabled``); ``timeout`` (seconds) is the per-call timeout. Keys toolvet does not use
  (``autoApprove``, ``description``, ...) are ignored with a line in ``Config.warnings``.
- Mistakes are errors: a typo of one of toolvet's keys or values, a wrong type, a server
  with both or neither of ``command`` and ``url``. ``ConfigError`` lists every problem, one
  per line, each naming the file, the key path and the fix ("did you mean 'mode'?").

This package imports neither ``mcp`` nor ``langchain``; of toolvet it imports only the validation
core, whose policy vocabulary (``ModePolicy``, ``RepairPolicy``, ...) the ``validation`` block uses.
"""

from toolvet.config._errors import ConfigError
from toolvet.config._load import load_config, parse_config
from toolvet.config._model import (
    AccessRule,
    AuditSettings,
    AuthSettings,
    Config,
    ContentAllow,
    ContentAllowlists,
    ContentPolicy,
    ContentWebhook,
    HttpSettings,
    Limits,
    LockSettings,
    OAuthSettings,
    OperationsAuth,
    ProxySettings,
    RateLimitRule,
    RateLimits,
    ReloadSettings,
    SecretsPolicy,
    ServerConfig,
    StaticToken,
    TelemetrySettings,
    ToolFilter,
    Transport,
    UpstreamAuth,
    ValidationPolicy,
    default_token_store,
    tool_named,
)

__all__ = [
    "AccessRule",
    "AuditSettings",
    "AuthSettings",
    "Config",
    "ConfigError",
    "ContentAllow",
    "ContentAllowlists",
    "ContentPolicy",
    "ContentWebhook",
    "HttpSettings",
    "Limits",
    "LockSettings",
    "OAuthSettings",
    "OperationsAuth",
    "ProxySettings",
    "RateLimitRule",
    "RateLimits",
    "ReloadSettings",
    "SecretsPolicy",
    "ServerConfig",
    "StaticToken",
    "TelemetrySettings",
    "ToolFilter",
    "Transport",
    "UpstreamAuth",
    "ValidationPolicy",
    "default_token_store",
    "load_config",
    "parse_config",
    "tool_named",
]
