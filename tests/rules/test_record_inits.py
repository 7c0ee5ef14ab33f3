"""Kernel dataclasses whose `__init__` is written out (so that mypyc compiles it: `rules.records`) take the
same parameters, with the same defaults, as the one the dataclass would generate, and set every field."""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

import kitchentable.rules

RULES = Path(kitchentable.rules.__file__).parent


def _written_inits() -> list[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    found = []
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in tree.body:
            if not isinstance(node, ast.ClassDef) or not any(
                    "dataclass" in ast.unparse(d) for d in node.decorator_list):
                continue
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                    module = "kitchentable.rules." + path.relative_to(RULES).with_suffix("").as_posix().replace("/", ".")
                    found.append((module, node, item))
    return found


def test_written_inits_exist() -> None:
    names = {cls.name for _module, cls, _init in _written_inits()}
    assert {"StackInfo", "Decision", "ResolveContext", "CastContext", "ManaCost", "Characteristics", "ManaPool",
            "Combat"} <= names


def test_written_inits_match_the_fields() -> None:
    for module, cls_node, init in _written_inits():
        cls = getattr(importlib.import_module(module), cls_node.name)
        fields = [f for f in dataclasses.fields(cls) if f.init]
        args = init.args
        assert [a.arg for a in args.args[1:]] == [f.name for f in fields if not f.kw_only], cls
        assert [a.arg for a in args.kwonlyargs] == [f.name for f in fields if f.kw_only], cls
        defaults: dict[str, ast.expr] = dict(zip([a.arg for a in args.args[1:]][::-1], args.defaults[::-1],
                                                 strict=False))
        defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None})
        factories = {f.name for f in fields if f.default_factory is not dataclasses.MISSING}
        for f in fields:
            if f.name in factories:  # a factory can't be a default: None stands for it (see _factory_value)
                assert f.name in defaults and ast.unparse(defaults[f.name]) == "None", (cls, f.name)
            elif f.default is dataclasses.MISSING:
                assert f.name not in defaults, (cls, f.name)
            else:
                assert f.name in defaults, (cls, f.name)
                assert eval(compile(ast.Expression(defaults[f.name]), module, "eval"),  # noqa: S307
                            vars(importlib.import_module(module))) == f.default, (cls, f.name)
        frozen = cls.__dataclass_params__.frozen
        assigned = []
        for statement in init.body:
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                continue  # the docstring
            if frozen:
                call = statement.value  # type: ignore[attr-defined]
                assert ast.unparse(call.func) == "object.__setattr__", (cls, ast.unparse(statement))
                target, name, value = call.args
                assert ast.unparse(target) == "self", cls
                assert _factory_value(value, name.value, cls, name.value in factories), (cls, ast.unparse(value))
                assigned.append(name.value)
            else:
                assert isinstance(statement, ast.Assign), (cls, ast.unparse(statement))
                (target,) = statement.targets
                name = ast.unparse(target).removeprefix("self.")
                assert ast.unparse(target) == f"self.{name}", cls
                assert _factory_value(statement.value, name, cls, name in factories), (cls, ast.unparse(statement))
                assigned.append(name)
        assert assigned == [f.name for f in fields], cls
        assert not hasattr(cls, "__post_init__"), cls  # a written-out __init__ would have to call it


def _factory_value(value: ast.expr, name: str, cls: type, factory: bool) -> bool:
    """The value a written-out `__init__` stores in a field: the parameter itself, or for a field with a
    `default_factory`, `FACTORY() if name is None else name`, with the factory's own empty value."""
    if not factory:
        return ast.unparse(value) == name
    made = dataclasses.fields(cls)[[f.name for f in dataclasses.fields(cls)].index(name)].default_factory()  # type: ignore[misc]
    return isinstance(value, ast.IfExp) and ast.unparse(value.test) == f"{name} is None" \
        and ast.unparse(value.orelse) == name and eval(ast.unparse(value.body)) == made  # noqa: S307


def test_factory_fields_get_new_containers() -> None:
    from kitchentable.rules.concepts.mana import ManaPool
    from kitchentable.rules.turn.combat import Combat

    a, b = ManaPool(), ManaPool()
    assert a == ManaPool({}, []) and a.amounts is not b.amounts and a.restricted is not b.restricted
    assert Combat() == Combat({}, {}) and Combat().attackers is not Combat().attackers


def test_mana_cost_compares_and_hashes_as_a_dataclass_would() -> None:
    from kitchentable.rules.concepts.mana import ManaCost

    a = ManaCost(2, (("G", 1),))
    assert a == ManaCost(2, (("G", 1),)) and hash(a) == hash(ManaCost(2, (("G", 1),)))
    assert a != ManaCost(2, (("G", 1),), 1) and a != ManaCost(1, (("G", 1),)) and a != (2, (("G", 1),))
    assert len({a, ManaCost(2, (("G", 1),)), ManaCost()}) == 2
