"""The prompt of a library search says what is searched for as the card words it (CR 701.23a):
"Search your library for a basic land card", "... for up to two basic land cards", "... for a
card named Avarax", with the article or the count every time, for every search of the card
pool. (The prompts as asked are tested with the cards: Avarax, with its Japanese prompt,
Explosive Vegetation, Field of Ruin, Myriad Landscape.)"""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Iterator
from typing import Any

from manastack.cards.registry import modules_present
from manastack.dsl.card_effects import Search, SearchGroup, sought

NUMBER = r"(one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
SENTENCE = re.compile(
    rf"Search your library for (an? |up to |{NUMBER} |any number of )\S")


def _searches(obj: Any, seen: set[int]) -> Iterator[Search | SearchGroup]:
    """Every search effect reachable from ``obj`` (a card module's abilities)."""
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, Search | SearchGroup):
        yield obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _searches(getattr(obj, f.name), seen)
    elif isinstance(obj, list | tuple | frozenset | set):
        for x in obj:
            yield from _searches(x, seen)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from _searches(x, seen)


def _pool_searches() -> dict[str, list[Search | SearchGroup]]:
    """The search effects of each card module of the pool that has one."""
    out: dict[str, list[Search | SearchGroup]] = {}
    for slug in sorted(modules_present()):
        mod = importlib.import_module(f"manastack.cards.{slug}")
        found = list(_searches(getattr(mod, "ABILITIES", ()), set()))
        if found:
            out[slug] = found
    return out


def _prompt(e: Search | SearchGroup, amount: int) -> str:
    kind = e.sought if isinstance(e, SearchGroup) else sought(e.filter.label, amount)
    return f"Search your library for {kind}"


def _well_formed(prompt: str) -> None:
    assert SENTENCE.match(prompt), prompt
    sought_words = prompt.removeprefix("Search your library for ")
    if sought_words.startswith(("a ", "an ")):
        article, rest = sought_words.split(" ", 1)
        assert (article == "an") == (rest[:1].lower() in "aeiou"), prompt
        assert not rest.startswith(("a ", "an ", "up to ")), prompt
        assert re.search(r"\bcard\b", rest) and not re.search(r"\bcards\b", rest), prompt
    else:
        assert re.search(r"\bcards\b", sought_words), prompt


def test_every_search_of_the_pool_words_its_prompt_as_a_sentence() -> None:
    """Each card module's search effects, for one card and (with an amount of X) for several:
    the article agrees with the word after it, one card is "a card", several are "up to two
    cards", and a label never brings its own article."""
    pool = _pool_searches()
    for name in ("ons.avarax", "ons.explosive_vegetation", "mid.evolving_wilds",
                 "mic.krosan_verge", "mic.myriad_landscape", "ons.weird_harvest",
                 "ons.wirewood_herald", "mid.moonsilver_key"):
        assert name in pool, name
    for slug, effects in pool.items():
        for e in effects:
            if isinstance(e, SearchGroup):
                _well_formed(_prompt(e, e.amount))
                continue
            assert not e.filter.label.startswith(("a ", "an ", "up to ")), slug
            amounts = (e.amount,) if isinstance(e.amount, int) else (1, 2, 3, 12)
            for n in amounts:
                _well_formed(_prompt(e, n))


def test_the_sought_words_take_an_article_or_a_count() -> None:
    assert sought("Elf card", 1) == "an Elf card"
    assert sought("basic land card", 1) == "a basic land card"
    assert sought("", 1) == "a card"
    assert sought("", 5) == "up to five cards"
    assert sought("basic land card", 2) == "up to two basic land cards"
    assert sought("creature card", 10) == "up to ten creature cards"
    assert sought("creature card", 11) == "up to 11 creature cards"
    assert sought("card named Avarax", 3) == "up to three cards named Avarax"
