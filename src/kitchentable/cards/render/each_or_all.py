"""A group said the way the card says it: "each creature you control gets" or "creatures you control get".

"Each creature you control with power 4 or greater gets +1/+1", "creatures you control with power 4 or greater
get +1/+1" and "all creatures you control with power 4 or greater get +1/+1" say one thing: an effect on every
object of the group (608.2c, 611.2c), and they compile to one effect (a reference to all of them). Oracle text
uses all three, so the renderer's one wording reads differently from many cards. Here the card's own text
chooses: each "each <group> ..." (or "all <group>s ...") part of the printed text is turned into the other
forms by grammar alone (the group's noun and the verbs after it in the plural or singular, "its owner's hand"
and "their owners' hands"), and when the rendered line holds one of those forms word for word, that part is said
as printed. A rendered part that differs in anything but the form is left as it is.
"""

from __future__ import annotations

import re

# The verbs a group's clause uses, singular -> plural.
_VERBS = {"gets": "get", "gains": "gain", "has": "have", "loses": "lose", "deals": "deal", "assigns": "assign",
          "is": "are", "attacks": "attack", "blocks": "block", "becomes": "become", "doesn't": "don't",
          "phases": "phase", "fights": "fight", "explores": "explore"}
_POSSESSIVE = {"its owner's hand": "their owners' hands", "its owner's library": "their owners' libraries",
               "its controller's": "their controllers'", "its owner's": "their owners'", "its": "their"}
_IRREGULAR = {"elf": "elves", "wolf": "wolves", "dwarf": "dwarves", "werewolf": "werewolves", "mouse": "mice",
              "ox": "oxen", "fungus": "fungi", "octopus": "octopuses", "sphinx": "sphinxes", "fox": "foxes",
              "myr": "myr", "sheep": "sheep", "fish": "fish"}
# "each <group>" / "all <group>" in the printed text, up to the end of its clause.
_PRINTED = re.compile(r"\b(each|all) ([A-Za-z][^.;:\"]*)", re.IGNORECASE)
_CLAUSE_END = re.compile(r",(?! or | and )|\bwhere x\b| then\b")
_MAX_ADJECTIVES = 3
# Words a part said as printed may stop before (the group's phrase ends there): "exile all creatures with power 5
# or greater | until ~ leaves the battlefield".
# Words before a plural group that make it a part of the group ("two lands", "target creatures", "all").
_COUNTED = frozenset({"a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "x",
                      "target", "the", "those", "these", "of", "more", "fewer", "less", "all", "each", "many",
                      "any", "number", "up", "other", "another", "your", "their", "its"})
_CUT_BEFORE = frozenset({"until", "to", "this", "for", "at", "unless", "if", "as", "and", "then", "from", "onto",
                         "into", "where"})


def _plural(noun: str) -> str:
    low = noun.lower()
    if low in _IRREGULAR:
        return noun[0] + _IRREGULAR[low][1:]
    if low.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if low.endswith("y") and low[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def _in_plural(words: list[str], noun_at: int) -> str:
    """The words of a group in the singular ("creature you control with power 4 or greater gets +1/+1") in the
    plural: the noun at `noun_at` pluralised, every verb after it in the plural, its possessives in the plural."""
    tail = " ".join(_VERBS.get(w.lower(), w) for w in words[noun_at + 1:])
    for one, many in _POSSESSIVE.items():
        tail = re.sub(rf"\b{re.escape(one)}\b", many, tail, flags=re.IGNORECASE)
    return " ".join([*words[:noun_at], _plural(words[noun_at]), tail]).strip()


def _in_singular(words: list[str], noun_at: int) -> str:
    word = words[noun_at]
    single = word[:-3] + "y" if word.lower().endswith("ies") else word[:-1]
    return " ".join([*words[:noun_at], single, *words[noun_at + 1:]])


def _cuts(words: list[str], noun_at: int) -> list[int]:
    """Where a clause's words may end the part said as printed, longest first: after the noun and anything it
    goes with, but never before a verb of the group (its number would change with the form)."""
    last_verb = max((n for n, w in enumerate(words) if w.lower() in _VERBS or w.lower() in _VERBS.values()),
                    default=noun_at)
    return [cut for cut in range(len(words), max(noun_at, last_verb) + 1, -1)
            if cut == len(words) or words[cut].lower() in _CUT_BEFORE]


def _each_forms(printed: str) -> list[tuple[str, str]]:
    """Each printed "each/all ..." clause part with another form it could be rendered in, longest first."""
    out: list[tuple[str, str]] = []
    for m in _PRINTED.finditer(printed):
        clause = m.group(0)
        end = _CLAUSE_END.search(clause)
        if end is not None:
            clause = clause[:end.start()].rstrip()
        head, _, rest = clause.partition(" ")
        words = rest.split()
        for at in range(min(len(words), _MAX_ADJECTIVES + 1)):
            word = words[at]
            if not re.fullmatch(r"[A-Za-z][A-Za-z'-]*", word) or word.lower() in _VERBS:
                break
            plural_noun = word.lower().endswith("s") and not word.lower().endswith("ss")
            for cut in _cuts(words, at):
                said = f"{head} {' '.join(words[:cut])}"
                if head.lower() == "each":
                    plural = _in_plural(words[:cut], at)
                    out += [(said, plural), (said, f"all {plural}")]
                elif plural_noun:  # "all creatures ...": "creatures ...", or "each creature ..." as an object
                    out.append((said, " ".join(words[:cut])))
                    if not any(w.lower() in _VERBS.values() for w in words[at + 1:cut]):
                        out.append((said, "each " + _in_singular(words[:cut], at)))
            if head.lower() == "all" and plural_noun:
                break
    return sorted(out, key=lambda pair: len(pair[1]), reverse=True)


def each_as_printed(line: str, printed: str) -> str:
    """The rendered line with a group said in the printed form (see the module docstring)."""
    if not printed or not re.search(r"\b(?:each|all)\b", printed, re.IGNORECASE):
        return line
    low = line.lower()
    done: set[str] = set()
    for said, form in _each_forms(printed):
        if said in done:
            continue
        at = low.find(form.lower())
        if at < 0 or (at > 0 and low[at - 1].isalnum()):
            continue
        before = low[:at].split()[-1:]
        if before and (before[0] in _COUNTED or before[0].isdigit()) and not form.startswith(("each ", "all ")):
            continue  # "two lands you control": a number of the group, not all of it
        after = at + len(form)
        if after < len(low) and low[after].isalnum():
            continue
        following = low[after:].split(maxsplit=1)[:1]
        if following and (following[0] in _VERBS or following[0] in _VERBS.values()):
            continue  # the group's verb is not in the part: its number would no longer agree
        if line[at:at + 1].isupper():
            said = said[:1].upper() + said[1:]
        elif said[:1].isupper() and said.split()[0] in ("Each", "All"):
            said = said[:1].lower() + said[1:]
        line = line[:at] + said + line[after:]
        low = line.lower()
        done.add(said)
    return line
