"""What resolving spells of each card type do, power and toughness only creatures have, and
what an emblem lacks (CR 114.3, 208.3, 301-307)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_artifact_and_enchantment_spells_enter_under_their_controllers_control() -> None:
    """CR 301.2, 303.2: Stuffed Bear (an artifact spell) and Words of Wind (an enchantment
    spell) cast by player 1 on their turn are put onto the battlefield under player 1's
    control as they resolve."""
    s = Scenario(seed=1)
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Stuffed Bear", "Words of Wind")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Stuffed Bear")
    d.resolve()
    d.cast(1, "Words of Wind")
    d.resolve()
    for name in ("Stuffed Bear", "Words of Wind"):
        oid = d.find(name, "battlefield")
        assert d.chars(oid).controller == 1


def test_a_sorcery_follows_its_text_then_goes_to_its_owners_graveyard() -> None:
    """CR 307.2: Syphon Soul deals 2 damage to player 1 and player 0 gains that much life;
    then the card is put into player 0's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
    assert d.state.stack == []
    assert d.zone_of("Syphon Soul") == "graveyard"
    assert d.state.players[0].graveyard == [d.find("Syphon Soul")]


def test_a_noncreature_permanent_has_no_power_or_toughness() -> None:
    """CR 208.3, 302.4: Stuffed Bear, an artifact, has no power or toughness; while its
    ability makes it a 4/4 artifact creature it has them (CR 205.2b, 300.2: it is both an
    artifact and a creature); when that ends in the cleanup step it is a noncreature artifact
    without them again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    assert (d.chars(bear).power, d.chars(bear).toughness) == (None, None)
    d.activate(0, bear)
    d.resolve()
    assert (d.chars(bear).power, d.chars(bear).toughness) == (4, 4)
    assert {"Artifact", "Creature"} <= set(d.chars(bear).types)
    d.pass_until("upkeep", turn=4)
    assert "Creature" not in d.chars(bear).types
    assert (d.chars(bear).power, d.chars(bear).toughness) == (None, None)


def test_an_emblem_has_no_characteristics_but_its_abilities() -> None:
    """CR 114.3, 408.2: the emblem Wrenn and Seven's -8 creates, in the command zone, has no card
    type or subtype, no mana cost (mana value 0), no color and no power or toughness."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", counters={"loyalty": 8})
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Wrenn and Seven", index=3)
    d.resolve()
    [emblem] = d.state.command
    c = d.chars(emblem)
    assert (c.types, c.subtypes, c.colors, c.mana_value) == (
        frozenset(), frozenset(), frozenset(), 0)
    assert (c.power, c.toughness) == (None, None)
    assert d.state.objects[emblem].controller == 0


def test_artifact_and_enchantment_spells_are_cast_only_at_sorcery_timing() -> None:
    """CR 301.1, 303.1: Stuffed Bear and Words of Wind may be cast in player 0's main phase
    with an empty stack, not while Shock is on the stack, nor in player 1's turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Mountain")
    s.hand(0, "Stuffed Bear", "Words of Wind", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    bear, words = d.find("Stuffed Bear", "hand"), d.find("Words of Wind", "hand")

    def castable() -> set[int]:
        legal = d.game.legal_actions()
        return {c for c in (bear, words) if CastSpell(c, "normal") in legal}

    assert castable() == {bear, words}
    d.cast(0, "Shock", targets=[1])
    assert d.expect("priority").player == 0 and castable() == set()
    d.resolve()
    d.pass_until("upkeep", turn=4)
    while d.expect("priority").player != 0:
        d.pass_priority()
    assert castable() == set()


def test_equipment_is_an_artifact_subtype_and_an_artifact_may_be_colored() -> None:
    """CR 301.3, 301.4: Hedgewitch's Mask and Swiftfoot Boots are artifacts with the artifact
    subtype Equipment; the Boots have no colored mana symbol in their cost and are colorless,
    while the Mask ({W} in its cost) is a white artifact. A face-down Glory Seeker is colorless
    and no artifact: being colorless and being an artifact go apart."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hedgewitch's Mask", "Swiftfoot Boots")
    s.battlefield(0, "Glory Seeker", face_down=True)
    s.hand(0, "Hedgewitch's Mask")
    d = Driver(s.build())
    mask, boots = d.find("Hedgewitch's Mask", "battlefield"), d.find("Swiftfoot Boots")
    for oid in (mask, boots, d.find("Hedgewitch's Mask", "hand")):
        c = d.chars(oid)
        assert (c.types, c.subtypes) == (frozenset({"Artifact"}), frozenset({"Equipment"}))
    assert d.chars(mask).colors == frozenset({"W"})
    assert d.chars(boots).colors == frozenset()
    hidden = d.chars(d.find("Glory Seeker"))
    assert (hidden.types, hidden.colors) == (frozenset({"Creature"}), frozenset())


def test_planeswalker_subtypes_and_loyalty_only_on_planeswalkers() -> None:
    """CR 306.3, 306.5, 306.5a: each planeswalker has its planeswalker type after the dash
    (Wrenn and Seven a Wrenn, Liliana, Death's Majesty a Liliana, Arlinn, the Pack's Hope an
    Arlinn), in hand as on the battlefield; loyalty is a characteristic only planeswalkers have:
    a planeswalker card in hand has its printed loyalty, a creature or an artifact none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", "Glory Seeker", "Swiftfoot Boots")
    s.hand(0, "Liliana, Death's Majesty", "Arlinn, the Pack's Hope", "Glory Seeker")
    d = Driver(s.build())
    expected = {("Wrenn and Seven", "battlefield"): ("Wrenn", 5),
                ("Liliana, Death's Majesty", "hand"): ("Liliana", 5),
                ("Arlinn, the Pack's Hope", "hand"): ("Arlinn", 4)}
    for (name, zone), (subtype, loyalty) in expected.items():
        c = d.chars(d.find(name, zone))
        assert "Planeswalker" in c.types
        assert c.subtypes == frozenset({subtype})
        if zone == "hand":
            assert c.loyalty == loyalty
    assert d.state.objects[d.find("Wrenn and Seven")].counters == {"loyalty": 5}
    for name, zone in (("Glory Seeker", "battlefield"), ("Glory Seeker", "hand"),
                       ("Swiftfoot Boots", "battlefield")):
        assert d.chars(d.find(name, zone)).loyalty is None
