"""deploy/kubernetes/ held against toolvet itself: what the manifests ask of it must exist.

The container's command line is parsed by `toolvet`'s own argument parser, the ConfigMap's
servers.json is loaded by toolvet's config loader, the ports and probe paths are compared with
what `toolvet serve` listens on and answers, and a replica started with the Deployment's own
arguments answers every probe the Deployment sends.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
import yaml

from tests.proxy.support import (
    NOTES_SERVER,
    REPO,
    SHUTDOWN_TIMEOUT,
    HttpProxy,
    free_port,
    python_server,
)
from toolvet.cli import _build_parser
from toolvet.config import load_config
from toolvet.proxy._serve import DRAIN_TIMEOUT
from toolvet.proxy.http._probes import PROBE_PATHS

MANIFESTS = REPO / "deploy" / "kubernetes"
SECRETS = {
    "TOOLVET_TOKEN": "t" * 32,
    "TOOLVET_OPS_TOKEN": "o" * 32,
    "TOOLVET_STATE_KEY": "k" * 40,
    "TRACKER_SECRET": "s" * 24,
}


def documents() -> dict[str, dict[str, Any]]:
    """Every manifest: toolvet's own by kind (one object of each kind), the others (Redis) as
    ``Kind/name``."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(MANIFESTS.glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            kind, name = document["kind"], document["metadata"]["name"]
            key = kind if name == "toolvet" else f"{kind}/{name}"
            assert key not in found, f"{path.name}: a second {key}"
            found[key] = document
    return found


@pytest.fixture(scope="module")
def manifests() -> dict[str, dict[str, Any]]:
    return documents()


def container(manifests: dict[str, dict[str, Any]]) -> dict[str, Any]:
    [only] = manifests["Deployment"]["spec"]["template"]["spec"]["containers"]
    return only


def serve_options(manifests: dict[str, dict[str, Any]]) -> Any:
    spec = container(manifests)
    assert spec["command"] == ["toolvet"], "the console script pyproject.toml installs"
    return _build_parser().parse_args(spec["args"])


def config_file(manifests: dict[str, dict[str, Any]], tmp_path: Path) -> Path:
    """The ConfigMap's servers.json, written out as the pod sees it."""
    path = tmp_path / "servers.json"
    path.write_text(manifests["ConfigMap"]["data"]["servers.json"], encoding="utf-8")
    return path


def test_there_is_a_deployment_a_service_a_configmap_and_a_disruption_budget(manifests):
    assert set(manifests) == {
        "Deployment",
        "Service",
        "ConfigMap",
        "PodDisruptionBudget",
        "Deployment/toolvet-redis",
        "Service/toolvet-redis",
    }


def test_the_rate_limits_are_counted_in_the_redis_service(manifests, tmp_path, monkeypatch):
    """The ConfigMap's store names the Redis Service and its port; the Service selects the Redis
    pod (never toolvet's), whose container listens there and keeps nothing on disk."""
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    limits = load_config(config_file(manifests, tmp_path)).proxy.rate_limits
    assert limits.rules and limits.on_store_error == "allow"
    store = urlsplit(limits.store)
    service, deployment = manifests["Service/toolvet-redis"], manifests["Deployment/toolvet-redis"]
    assert store.scheme == "redis" and store.hostname == service["metadata"]["name"]
    [port] = service["spec"]["ports"]
    assert store.port == port["port"]
    pod = deployment["spec"]["template"]
    assert service["spec"]["selector"].items() <= pod["metadata"]["labels"].items()
    assert (
        not service["spec"]["selector"].items()
        <= manifests["Deployment"]["spec"]["template"]["metadata"]["labels"].items()
    )
    [redis] = pod["spec"]["containers"]
    [listens] = redis["ports"]
    assert port["targetPort"] in (listens["name"], listens["containerPort"])
    assert listens["containerPort"] == 6379  # redis-server's port: the args do not move it
    args = redis["args"]
    assert args[args.index("--save") + 1] == "" and args[args.index("--appendonly") + 1] == "no"
    assert deployment["spec"]["replicas"] == 1, "one Redis: the replicas must share its counts"


def test_the_container_runs_toolvet_serve_over_http_with_arguments_that_exist(manifests):
    options = serve_options(manifests)  # argparse exits (fails the test) on an unknown flag
    assert (options.command, options.transport) == ("serve", "http")


def test_the_config_is_mounted_where_serve_reads_it_and_loads(manifests, tmp_path, monkeypatch):
    options = serve_options(manifests)
    spec = manifests["Deployment"]["spec"]["template"]["spec"]
    [mount] = [m for m in container(manifests)["volumeMounts"] if m["name"] == "config"]
    [volume] = [v for v in spec["volumes"] if v["name"] == mount["name"]]
    assert volume["configMap"]["name"] == manifests["ConfigMap"]["metadata"]["name"]
    assert Path(options.config) == Path(mount["mountPath"]) / "servers.json"
    # Its ${VAR}s are the container's env, from the Secret.
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    config = load_config(config_file(manifests, tmp_path))
    given = {entry["name"] for entry in container(manifests)["env"]}
    assert given == set(SECRETS)
    assert config.proxy.auth.token == SECRETS["TOOLVET_TOKEN"]
    assert config.proxy.auth.operations.token == SECRETS["TOOLVET_OPS_TOKEN"]
    assert config.proxy.bridge.state_key == SECRETS["TOOLVET_STATE_KEY"]
    assert config.servers["tracker"].auth.client_secret == SECRETS["TRACKER_SECRET"]


def test_a_configmap_edit_reaches_running_pods_through_the_watcher(manifests):
    """`--watch`, and the ConfigMap mounted as a folder: the kubelet updates such a volume by
    swapping its ..data symlink (what tests/proxy/test_reload.py's watcher test does); a subPath
    mount is never updated."""
    options = serve_options(manifests)
    assert options.watch is True
    [mount] = [m for m in container(manifests)["volumeMounts"] if m["name"] == "config"]
    assert "subPath" not in mount and "subPathExpr" not in mount
    assert Path(options.config).parent == Path(mount["mountPath"])


def test_the_token_store_is_a_secret_mounted_read_only_only_its_owner_may_read(
    manifests, tmp_path, monkeypatch
):
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    store = load_config(config_file(manifests, tmp_path)).proxy.token_store
    spec = manifests["Deployment"]["spec"]["template"]["spec"]
    [mount] = [m for m in container(manifests)["volumeMounts"] if m["name"] == "tokens"]
    [volume] = [v for v in spec["volumes"] if v["name"] == "tokens"]
    assert store is not None and store.parent == Path(mount["mountPath"]) and mount["readOnly"]
    assert volume["secret"]["defaultMode"] == 0o400


def test_the_ports_agree(manifests, tmp_path, monkeypatch):
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    http = load_config(config_file(manifests, tmp_path)).proxy.http
    options = serve_options(manifests)
    listens_on = options.port if options.port is not None else http.port
    host = options.host or http.host
    assert host == "0.0.0.0", "a pod must listen beyond loopback for the kubelet and the Service"
    [port] = container(manifests)["ports"]
    assert port["containerPort"] == listens_on
    service_port = manifests["Service"]["spec"]["ports"][0]
    assert service_port["targetPort"] in (port["name"], port["containerPort"])
    annotations = manifests["Deployment"]["spec"]["template"]["metadata"]["annotations"]
    assert int(annotations["prometheus.io/port"]) == listens_on
    assert annotations["prometheus.io/path"] in PROBE_PATHS


def test_probes_use_paths_toolvet_serves_on_its_port(manifests):
    spec = container(manifests)
    probes = {k: spec[k]["httpGet"] for k in ("livenessProbe", "readinessProbe", "startupProbe")}
    assert probes["livenessProbe"]["path"] == "/livez"
    assert probes["readinessProbe"]["path"] == "/readyz"
    for probe in probes.values():
        assert probe["path"] in PROBE_PATHS
        assert probe["port"] in (spec["ports"][0]["name"], spec["ports"][0]["containerPort"])


def test_the_grace_period_outlasts_the_drain_and_the_calls_in_flight(
    manifests, tmp_path, monkeypatch
):
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    options = serve_options(manifests)
    drain = options.drain
    if drain is None:
        drain = load_config(config_file(manifests, tmp_path)).proxy.http.drain_seconds
    assert drain > 0, "without a drain period a pod stops before the Service drops it"
    grace = manifests["Deployment"]["spec"]["template"]["spec"]["terminationGracePeriodSeconds"]
    assert grace > drain + DRAIN_TIMEOUT


def test_the_service_and_the_budget_select_the_deployments_pods(manifests):
    labels = manifests["Deployment"]["spec"]["template"]["metadata"]["labels"]
    selectors = [
        manifests["Deployment"]["spec"]["selector"]["matchLabels"],
        manifests["Service"]["spec"]["selector"],
        manifests["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"],
    ]
    for selector in selectors:
        assert selector.items() <= labels.items()
    assert manifests["PodDisruptionBudget"]["spec"]["maxUnavailable"] == 1
    assert manifests["Deployment"]["spec"]["strategy"]["rollingUpdate"]["maxUnavailable"] == 0


def test_a_replica_run_with_the_deployments_arguments_answers_its_probes(
    manifests, tmp_path, monkeypatch
):
    """The Deployment's args and the ConfigMap's proxy block, as they are; only the upstreams
    (cluster services here) become a local example server, and the port a free one."""
    document = json.loads(manifests["ConfigMap"]["data"]["servers.json"])
    document["mcpServers"] = {"notes": python_server(NOTES_SERVER)}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps(document), encoding="utf-8")
    args = list(container(manifests)["args"])
    args[args.index("--config") + 1] = str(config)
    port = free_port()
    spec = container(manifests)
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    assert args[:3] == ["serve", "--config", str(config)]
    replica = HttpProxy(config, port=port, options=tuple(args[3:]))
    with replica:
        base = f"http://127.0.0.1:{port}"
        for kind in ("livenessProbe", "readinessProbe", "startupProbe"):
            # The kubelet sends the pod IP as Host, no token.
            path = spec[kind]["httpGet"]["path"]
            answer = httpx.get(base + path, headers={"Host": f"10.244.1.7:{port}"}, timeout=10)
            assert answer.status_code == 200, (kind, answer.text)
        # /metrics and /healthz answer the operations token alone (not public_healthz): what
        # the scrape job sends; a caller's token is refused.
        assert httpx.get(base + "/metrics", timeout=10).status_code == 401
        for path in ("/metrics", "/healthz"):
            caller = {"Authorization": f"Bearer {SECRETS['TOOLVET_TOKEN']}"}
            assert httpx.get(base + path, headers=caller, timeout=10).status_code == 403
            operator = {"Authorization": f"Bearer {SECRETS['TOOLVET_OPS_TOKEN']}"}
            assert httpx.get(base + path, headers=operator, timeout=10).status_code == 200
        # SIGTERM, as the kubelet sends it: not ready any more, still live, for the drain period.
        assert replica.process is not None
        replica.process.terminate()
        assert wait_for_status(base + "/readyz", 503).json()["status"] == "draining"
        assert httpx.get(base + "/livez", timeout=10).status_code == 200
        replica.process.terminate()  # a second signal ends the drain period at once
        replica.process.wait(SHUTDOWN_TIMEOUT)


def wait_for_status(url: str, status: int) -> httpx.Response:
    deadline = time.monotonic() + SHUTDOWN_TIMEOUT
    while (answer := httpx.get(url, timeout=10)).status_code != status:
        assert time.monotonic() < deadline, f"{url} still answers {answer.status_code}"
        time.sleep(0.05)
    return answer
