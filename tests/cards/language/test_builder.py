"""Tests of `cards.language.builder` and the layout it assembles: every phrase of the grammar is built by a method
that lives beside its grammar line (a core phrase in `core/` with its line in `grammar.lark`, a family's phrase in
`phrases/<family>.py` with its line in `phrases/<family>.lark`), and every family's fragment is loaded."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from kitchentable.cards.language import core, phrases
from kitchentable.cards.language.builder import Builder
from kitchentable.cards.language.parse import FRAGMENTS, GRAMMAR, HERE, grammar_files
from kitchentable.cards.language.words import PhraseBase

_ALIAS = re.compile(r"->\s*(\w+)")


def _built_here(module_name: str) -> set[str]:
    """The names the phrase classes of one module define themselves (methods and their aliases)."""
    module = importlib.import_module(module_name)
    names: set[str] = set()
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, PhraseBase) and value.__module__ == module.__name__:
            names |= set(vars(value))
    return names


def test_every_family_has_its_fragment_and_every_fragment_is_loaded() -> None:
    families = {p.stem for p in Path(phrases.__file__).parent.glob("*.py") if p.stem != "__init__"}
    fragments = {p.stem for p in (HERE / "phrases").glob("*.lark")}
    assert fragments <= families
    assert set(FRAGMENTS) == fragments
    assert grammar_files()[0] == GRAMMAR


def test_a_fragment_names_only_phrases_its_family_builds() -> None:
    misplaced = {}
    for name in FRAGMENTS:
        aliases = set(_ALIAS.findall((HERE / "phrases" / f"{name}.lark").read_text(encoding="utf-8")))
        missing = aliases - _built_here(f"kitchentable.cards.language.phrases.{name}")
        if missing:
            misplaced[name] = sorted(missing)
    assert misplaced == {}


def test_the_core_grammar_names_only_core_phrases_and_extends_nothing() -> None:
    text = GRAMMAR.read_text(encoding="utf-8")
    assert not re.search(r"^%extend", text, re.M)  # each family's alternatives are in its own fragment
    built = set().union(*(_built_here(f"kitchentable.cards.language.core.{p.stem}")
                          for p in Path(core.__file__).parent.glob("*.py") if p.stem != "__init__"))
    assert set(_ALIAS.findall(text)) - built == set()


def test_the_builder_inherits_every_family_and_core_section() -> None:
    bases = {cls.__module__ for cls in Builder.__mro__}
    for package in (core, phrases):
        for p in Path(package.__file__).parent.glob("*.py"):
            if p.stem != "__init__":
                assert f"{package.__name__}.{p.stem}" in bases


def _calls_super(method: object) -> bool:
    """Whether a method hands on to the next class's method of its name (an intended override)."""
    code = getattr(method, "__code__", None)
    return code is not None and "super" in code.co_names


def test_no_family_silently_shadows_another_family_s_method() -> None:
    """The families are mixed into one `Builder`, so two families that each define a helper of the same name (both
    `_parts`, say) meet in one class and the later one is never called: its phrases then build with the other
    family's helper. Any name defined twice must be an override that calls the next one (`super()`), or a core
    phrase a family refines on purpose (listed below with its reason)."""
    refined_on_purpose = {
        "_target", "_that_player", "for_each", "o_all", "sf_damaged_player_controls", "t_self_combat_damage",
        "transform", "lp_one", "lp_up_to",
    }
    defined: dict[str, list[type]] = {}
    for cls in Builder.__mro__[1:]:
        if cls.__module__.startswith("kitchentable.cards.language"):
            for name, value in vars(cls).items():
                if callable(value) and not name.startswith("__"):
                    defined.setdefault(name, []).append(cls)
    clashes = sorted(
        f"{name}: {', '.join(c.__name__ for c in classes)}" for name, classes in defined.items()
        if len(classes) > 1 and name not in refined_on_purpose
        and not all(_calls_super(vars(c)[name]) for c in classes[:-1]))
    assert clashes == []
