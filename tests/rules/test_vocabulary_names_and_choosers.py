"""Choosing a card name (``ChooseCardName``, CR 201.2, 201.3), targets chosen by another player
(``targets_chosen_by`` with ``CONTROLLER_OF_TRIGGERER``, CR 603.3d) and "as this transforms,
attach it to a player" (``as_transforms(AttachToAPlayer())``, CR 712.20, 303.4), returning a
card transformed (``ReturnTransformed``, CR 712.14a) and "that player" kept before the effects
that follow (``Remember``, CR 608.2c) and "choose an opponent" (``ChoosePlayer``, CR 115.1),
written in the vocabulary."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import Face, define_card
from manastack.decisions.actions import Choose
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

NAMER = define_card(
    "Vocabulary Test Namer", "{0}", "Artifact",
    "As this artifact enters, choose a card name.",
    abilities=[as_enters(ChooseCardName())]).name
GRUDGE = define_card(
    "Vocabulary Test Grudge", "{0}", "Enchantment",
    "Whenever a creature enters, that creature's controller chooses target creature. It gets "
    "-1/-1 until end of turn.",
    abilities=[targets_chosen_by(triggered(enters(CREATURE), pump(Target(0), -1, -1),
                                           targets=[TARGET_CREATURE]),
                                 CONTROLLER_OF_TRIGGERER)]).name


def _options(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_card_names_are_face_names_of_cards_not_tokens() -> None:
    """CR 201.2: a double-faced card's faces each have a name; a token's name is no card's."""
    d = Driver(Scenario(seed=1).hand(0, NAMER).build())
    d.cast(0, NAMER, pay=False)
    d.resolve()
    d.expect("choose_option")
    names = _options(d)
    assert {"Chilling Chronicle", "Mysterious Tome", "Shock"} <= names
    assert "Mysterious Tome // Chilling Chronicle" not in names
    assert "Zombie" not in names  # a token's name
    d.choose("Shock")
    assert d.state.objects[d.find(NAMER)].chosen["card_name"] == "Shock"


def test_targets_chosen_by_that_creatures_controller() -> None:
    s = Scenario(seed=1).battlefield(1, GRUDGE).battlefield(0, "Forest", "Forest")
    s.hand(0, "Wellwisher").battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Wellwisher")
    d.resolve()
    d.expect("target")
    assert d.decision.player == 0  # the entering creature's controller, not the Grudge's
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 1


def test_as_it_transforms_it_attaches_to_a_chosen_player() -> None:
    """CR 712.20, 303.4: night becomes day, Leeching Lurker transforms into Curse of Leeches
    and its controller chooses a player to attach it to, before the upkeep."""
    s = Scenario(seed=1).day_night("night").battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(0, "Mountain", "Mountain").hand(0, "Shock", "Shock")
    s.library(0, *["Swamp"] * 5).library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    for _ in range(2):  # two spells in its controller's turn: day next turn
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("end")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_player")
    assert _options(d) == {0, 1}
    d.choose(1)
    assert d.state.objects[d.find("Curse of Leeches")].attached_to == 1


PHOENIX = define_card(
    "Vocabulary Test Ember Wisp", "{1}{R}", "Creature — Spirit",
    "When this creature dies, return it to the battlefield transformed under your control.",
    power=1, toughness=1,
    back=Face("Vocabulary Test Ember Wraith", "Creature — Spirit", "", power=3, toughness=3,
              color_indicator="R"),
    faces=[[triggered(dies(), ReturnTransformed())], []]).name
TOLL_OF_THE_HOST = define_card(
    "Vocabulary Test Toll of the Host", "{0}", "Sorcery",
    "Target creature's controller sacrifices a creature, then that player loses 2 life.",
    abilities=[spell(Remember(ControllerOf(Target(0)), "that_player"),
                     Sacrifice(Var("that_player"), CREATURE), LoseLife(2, Var("that_player")),
                     targets=[TARGET_CREATURE])]).name


def test_return_transformed_returns_it_back_face_up() -> None:
    """CR 712.14a: the card dies and returns with its back face up, a new object."""
    s = Scenario(seed=1).battlefield(0, PHOENIX).hand(1, "Shock").battlefield(1, "Mountain")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(PHOENIX)])
    d.resolve()
    d.resolve()  # the dies trigger
    wraith = d.ids(PHOENIX, zone="battlefield")
    assert len(wraith) == 1 and d.chars(wraith[0]).name == "Vocabulary Test Ember Wraith"
    assert d.chars(wraith[0]).power == 3


def test_remember_keeps_that_player_after_the_target_is_gone() -> None:
    """CR 608.2c: "that player" is determined before the sacrifice, even when the targeted
    creature is the one sacrificed."""
    s = Scenario(seed=1).hand(0, TOLL_OF_THE_HOST).battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, TOLL_OF_THE_HOST, targets=[d.find("Glory Seeker")], pay=False)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


SPITE = define_card(
    "Vocabulary Test Spite", "{0}", "Sorcery",
    "Choose an opponent. That player loses 2 life.",
    abilities=[spell(ChoosePlayer("victim"), LoseLife(2, Var("victim")))]).name


def test_choosing_an_opponent_among_several_and_with_only_one() -> None:
    """CR 608.2d, 115.1: "choose an opponent" targets nothing; with two opponents the spell's
    controller chooses one and only that player loses life; with one opponent there is nothing
    to choose."""
    d = Driver(Scenario(players=3, seed=1).hand(0, SPITE).build())
    d.cast(0, SPITE, pay=False)
    d.resolve()
    dec = d.expect("choose_player")
    assert (dec.player, dec.prompt) == (0, "Choose an opponent")
    assert _options(d) == {1, 2}
    d.choose(2)
    assert [d.life(p) for p in (0, 1, 2)] == [20, 20, 18]
    d = Driver(Scenario(seed=1).hand(0, SPITE).build())
    d.cast(0, SPITE, pay=False)
    d.resolve()
    assert d.decision.kind == "priority" and (d.life(0), d.life(1)) == (20, 18)
