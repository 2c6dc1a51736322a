"""Restricted mana in a player's pool (CR 106.6) is described in the viewer's language: each
restriction of the card pool's mana abilities has Japanese words, the phrase its card's own
Japanese text uses; several restrictions (Unblinking Observer's "to pay a disturb cost or
cast an instant or sorcery spell") read as words, never as the engine's records."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import manastack.cards as cards_pkg
from manastack.cards.database import database
from manastack.dsl.abilities import ActivatedAbility
from manastack.i18n.mana_restrictions import (
    RESTRICTIONS_JA,
    restriction_words,
    restriction_words_ja,
)
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.panes import plain, player_pane


def _restricted_abilities() -> list[tuple[str, ActivatedAbility]]:
    """Every mana ability of the card pool with a spending restriction, with its card."""
    out = []
    for sub in ("ons", "mid", "mic"):
        pkg = importlib.import_module(f"{cards_pkg.__name__}.{sub}")
        for info in pkgutil.iter_modules(pkg.__path__):
            mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
            doc = (mod.__doc__ or "").split(" — ")[0].split(" // ")[0].strip()
            for face in getattr(mod, "FACES", None) or [getattr(mod, "ABILITIES", [])]:
                stack = list(face) if isinstance(face, list | tuple) else [face]
                while stack:
                    a = stack.pop()
                    if isinstance(a, list | tuple):
                        stack.extend(a)
                    elif isinstance(a, ActivatedAbility) and a.spend_only is not None:
                        out.append((doc, a))
    return out


RESTRICTED = _restricted_abilities()


def test_the_card_pool_has_restricted_mana_abilities() -> None:
    names = {name for name, _ in RESTRICTED}
    assert {"Lord of the Forsaken", "Unblinking Observer", "Somberwald Sage"} <= names


@pytest.mark.parametrize(("name", "ability"), RESTRICTED, ids=[n for n, _ in RESTRICTED])
def test_each_restriction_has_its_cards_japanese_words(name: str,
                                                       ability: ActivatedAbility) -> None:
    words = restriction_words(ability.spend_only)
    assert words is not None and "Filter(" not in words and "(" not in words
    ja = restriction_words_ja(ability.spend_only)
    assert ja is not None, words
    card = database().get(name)
    text_ja = "".join(f.text_ja or "" for f in card.faces)
    assert ja + "にのみ使用できる" in text_ja or ja + "にしか使用できない" in text_ja


def test_every_japanese_restriction_is_used() -> None:
    used = {restriction_words(a.spend_only) for _, a in RESTRICTED}
    assert set(RESTRICTIONS_JA) == used


def test_several_restrictions_read_as_words_in_both_languages() -> None:
    """Unblinking Observer's {U}: "Spend this mana only to pay a disturb cost or cast an
    instant or sorcery spell" (CR 106.6, 702.146a), in the pool of its controller, as both
    players see it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unblinking Observer")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.mana(0, "Unblinking Observer")
    for viewer in (0, 1):
        view = d.game.view(viewer)
        en = plain(player_pane(Describer(d.game, viewer, "en"), view, view["players"][0]))
        assert "{U} only for disturb cost or instant or sorcery spell" in en
        ja = plain(player_pane(Describer(d.game, viewer, "ja"), view, view["players"][0]))
        assert "{U}（降霊コストを支払うためか、インスタントやソーサリーである呪文を唱えるため" \
               "にのみ使える）" in ja
        assert "Filter" not in en + ja and "disturb" not in ja


def test_a_chosen_creature_type_restriction_is_japanese() -> None:
    """Unclaimed Territory's mana (CR 106.6, 614.12): 「その選ばれたタイプの…」."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Elf"})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.mana(0, "Unclaimed Territory", "G")
    view = d.game.view(0)
    ja = plain(player_pane(Describer(d.game, 0, "ja"), view, view["players"][0]))
    assert "{G}（その選ばれたタイプのクリーチャー・呪文を唱えるためにのみ使える）" in ja
    assert "creature spell" not in ja
