"""deploy/compose.yaml held against toolvet and deploy/haproxy.cfg: each replica's command line is
parsed by `toolvet`'s own parser, the servers.json it mounts loads, its rate limits are counted in
the file's Redis service, and HAProxy is given the three replicas at the port they listen on."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from tests.proxy.support import REPO
from toolvet.cli import _build_parser
from toolvet.config import load_config

DEPLOY = REPO / "deploy"
COMPOSE = DEPLOY / "compose.yaml"
REPLICAS = ("toolvet-1", "toolvet-2", "toolvet-3")


@pytest.fixture(scope="module")
def services() -> dict[str, dict[str, Any]]:
    document = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    return document["services"]


def mounted(service: dict[str, Any], inside: str) -> Path:
    """The file of deploy/ a service mounts at `inside`."""
    for volume in service["volumes"]:
        source, target, *_ = volume.split(":")
        if target == inside:
            return (DEPLOY / source).resolve()
    raise AssertionError(f"nothing is mounted at {inside}")


def test_each_replica_runs_toolvet_serve_over_http_on_every_address(services):
    for name in REPLICAS:
        options = _build_parser().parse_args(services[name]["command"][1:])
        assert services[name]["command"][0] == "toolvet"
        assert (options.command, options.transport, options.host) == ("serve", "http", "0.0.0.0")
        assert options.drain > 0


def test_the_mounted_config_loads_and_counts_its_limits_in_the_redis_service(services, monkeypatch):
    replica = services["toolvet-1"]
    options = _build_parser().parse_args(replica["command"][1:])
    config_path = mounted(replica, options.config)
    monkeypatch.setenv("TOOLVET_TOKEN", "t" * 32)
    assert set(replica["environment"]) == {"TOOLVET_TOKEN"}
    config = load_config(config_path)
    store = urlsplit(config.proxy.rate_limits.store)
    assert store.scheme == "redis" and store.hostname in services and store.port == 6379
    assert config.proxy.rate_limits.rules
    assert "redis-server" in services[store.hostname]["command"]
    assert store.hostname in replica["depends_on"]


def test_haproxy_runs_deploy_haproxy_cfg_with_the_three_replicas(services):
    balancer = services["haproxy"]
    assert mounted(balancer, "/usr/local/etc/haproxy/haproxy.cfg") == DEPLOY / "haproxy.cfg"
    named = re.findall(
        r'server (replica\d) "\$\{(TOOLVET_REPLICA_\d)\}"', (DEPLOY / "haproxy.cfg").read_text()
    )
    assert [variable for _, variable in named] == [f"TOOLVET_REPLICA_{n}" for n in (1, 2, 3)]
    for n, name in enumerate(REPLICAS, start=1):
        options = _build_parser().parse_args(services[name]["command"][1:])
        assert balancer["environment"][f"TOOLVET_REPLICA_{n}"] == f"{name}:{options.port}"
    assert balancer["ports"] == ["8080:8080"]  # haproxy.cfg binds :8080 unless told otherwise
