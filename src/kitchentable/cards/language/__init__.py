"""The card language: rules text compiled to the kernel's ability objects (`rules.abilities`).

`words` and `parse` at the bottom; the core phrases by grammar section (`core/`); the phrase families, each with
its grammar fragment (`phrases/`); the keyword table (`keyword_expansion`); the transformer that puts them
together (`builder`); and `compile`, which turns a card into a `CardDef`. Importing the package loads the
compiler, which phrases use for text inside their own (`words.nested_builder`).
"""

from kitchentable.cards.language import compile as compile  # noqa: F401 - installs the nested compiler
