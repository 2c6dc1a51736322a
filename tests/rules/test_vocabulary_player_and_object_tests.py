"""Tests of a player and of an object written as vocabulary records: ``PlayerControls``
("can't attack unless defending player controls ...", CR 508.1c), ``PowerAtMost`` (a filter
test judged now, CR 208) and mana abilities limited to the source's own colours
(``of=ITS_COLORS``, CR 106.5), each played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose, DeclareAttacker
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

LURKER = define_card(
    "Vocabulary Test Bog Lurker", "{2}{B}", "Creature — Horror",
    "This creature can't attack unless defending player controls a Swamp.",
    power=3, toughness=3,
    abilities=[rule("cant_attack_unless", "self",
                    PlayerControls(PERMANENT.but(subtypes=("Swamp",), label="Swamp")))]).name
CULL = define_card(
    "Vocabulary Test Cull", "{0}", "Instant",
    "Destroy target creature with power 2 or less.",
    abilities=[spell(Destroy(Target(0)),
                     targets=[target(CREATURE.but(custom=PowerAtMost(2)),
                                     label="target creature with power 2 or less")])]).name
PRISM = define_card(
    "Vocabulary Test Prism Druid", "{G}{U}", "Creature — Human Druid",
    "{T}: Add one mana of any of this creature's colors.", power=1, toughness=1,
    abilities=[mana_ability("{T}", "any", of=ITS_COLORS)]).name
GOLEM = define_card(
    "Vocabulary Test Prism Golem", "{2}", "Artifact Creature — Golem",
    "{T}: Add one mana of any of this creature's colors.", power=1, toughness=1,
    abilities=[mana_ability("{T}", "any", of=ITS_COLORS)]).name


def _attackers(d: Driver) -> set[int]:
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_player_controls_is_checked_for_the_defending_player() -> None:
    """CR 508.1c: the restriction looks at the player it would attack, not at its controller."""
    for defenders_land, may_attack in (("Swamp", True), ("Forest", False)):
        s = Scenario(seed=1).battlefield(0, LURKER, "Swamp").battlefield(1, defenders_land)
        d = Driver(s.build())
        d.to_combat()
        assert (d.find(LURKER) in _attackers(d)) is may_attack


def test_power_at_most_is_judged_on_current_power() -> None:
    s = Scenario(seed=1).battlefield(1, "Glory Seeker", "Towering Baloth").hand(0, CULL)
    d = Driver(s.build())
    d.cast(0, CULL, pay=False)
    assert d.decision.kind == "target"
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options and d.find("Towering Baloth") not in options


def _mana_options(d: Driver, oid: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == oid}


def test_its_colors_are_the_sources_colors_and_none_if_colorless() -> None:
    """CR 106.5: an ability that could add mana of no colour adds none; it isn't offered."""
    d = Driver(Scenario(seed=1).battlefield(0, PRISM, GOLEM).build())
    assert _mana_options(d, d.find(PRISM)) == {"G", "U"}
    assert _mana_options(d, d.find(GOLEM)) == set()


def test_a_colorless_sources_mana_of_its_colors_pays_no_generic_mana_either() -> None:
    """CR 106.5, 605.3a, 601.2g: the colourless Golem's "any of this creature's colors" can
    add no mana, so it pays nothing toward a cost, not even generic mana: Sol Ring's {1} can't
    be paid with it alone; with the two-colour Prism Druid beside it, it can."""
    d = Driver(Scenario(seed=1).battlefield(0, GOLEM).hand(0, "Sol Ring").build())
    assert CastSpell(d.find("Sol Ring"), "normal") not in d.game.legal_actions()
    d = Driver(Scenario(seed=1).battlefield(0, GOLEM, PRISM).hand(0, "Sol Ring").build())
    assert CastSpell(d.find("Sol Ring"), "normal") in d.game.legal_actions()
