"""The operator's own steps (`proxy.steps` in servers.json): imported and built when a front door
starts, so a reference that cannot become a step stops it there, naming the file and the key."""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolvet.config import ConfigError
from toolvet.pipeline._pipeline import Step
from toolvet.validation import closest_names

if TYPE_CHECKING:
    from toolvet.config import Config


class _NotAStep(Exception):
    """Why one `proxy.steps` entry cannot be built, as its config problem says it."""


def configured_steps(config: Config) -> list[Step]:
    """The steps `config.proxy.steps` names, each built once, in file order. ConfigError naming
    the file and key (``proxy.steps[0].use``) of every entry that cannot be built."""
    steps: list[Step] = []
    problems: list[str] = []
    for index, spec in enumerate(config.proxy.steps):
        where = f"{config.source}: proxy.steps[{index}]"
        try:
            steps.append(_built(_imported(spec.use), spec.use, spec.options))
        except _NotAStep as problem:
            problems.append(f"{where}.use: {problem}")
    if problems:
        raise ConfigError(problems, source=config.source)
    return steps


def _imported(reference: str) -> Any:
    """What `module.path:Name` names (the config model checked its shape)."""
    module_name, _, attribute = reference.partition(":")
    try:
        found: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise _NotAStep(
            f"cannot import module {module_name!r} ({_what(exc)}): install the package that has"
            f" it, or put its folder on PYTHONPATH for toolvet's Python ({sys.executable})"
        ) from None
    except Exception as exc:
        raise _NotAStep(f"importing module {module_name!r} failed: {_what(exc)}") from None
    for depth, part in enumerate(attribute.split(".")):
        if not hasattr(found, part):
            owner = ".".join([module_name, *attribute.split(".")[:depth]])
            raise _NotAStep(f"{owner} has no attribute {part!r}{_near(found, part)}")
        found = getattr(found, part)
    return found


def _built(target: Any, reference: str, options: dict[str, Any]) -> Step:
    """The step `target` is (an async function) or builds with `options` (a class, a factory)."""
    if inspect.iscoroutinefunction(target):
        if options:
            raise _NotAStep(
                f"{reference} is an async function, the step itself, which takes no options:"
                " remove 'options', or name a class that takes them"
            )
        return _checked(target, target, reference)
    if not callable(target):
        raise _NotAStep(
            f"{reference} is a {type(target).__name__}, not a step: name a class whose"
            " instances have `async def __call__(self, call, next)`, or such an async function"
        )
    _takes(target, options, reference)
    try:
        step = target(**options)
    except Exception as exc:
        raise _NotAStep(f"building {reference} with its options failed: {_what(exc)}") from None
    is_step = not isinstance(step, type) and callable(step)
    if not is_step or not inspect.iscoroutinefunction(step.__call__):
        raise _NotAStep(
            f"{reference} built a {type(step).__name__}, which is not a step: a step has"
            " `async def __call__(self, call, next)` returning `await next(call)` or a CallResult"
        )
    return _checked(step, step.__call__, reference)


def _takes(target: Callable[..., Any], options: dict[str, Any], reference: str) -> None:
    """`target` can be called with `options` as keyword arguments (else: what it takes)."""
    try:
        signature = inspect.signature(target).replace(return_annotation=inspect.Signature.empty)
    except (TypeError, ValueError):
        return  # no signature to read (a builtin): calling it tells
    try:
        signature.bind(**options)
    except TypeError as exc:
        given = ", ".join(options) or "none"
        raise _NotAStep(
            f"{reference} does not take these options ({exc}; given: {given});"
            f" its parameters are {signature}"
        ) from None


def _checked(step: Any, function: Callable[..., Any], reference: str) -> Step:
    """`step`, if its `function` can be called as `(call, next)`."""
    try:
        inspect.signature(function).bind(None, None)
    except TypeError:
        raise _NotAStep(
            f"{reference} cannot be called as (call, next): its signature is"
            f" {inspect.signature(function)}"
        ) from None
    return step


def _near(owner: Any, name: str) -> str:
    near = closest_names(name, [n for n in dir(owner) if not n.startswith("_")], n=1)
    return f"; did you mean {near[0]!r}?" if near else ""


def _what(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
