"""Acceptance scenarios for lands (CR 305.2, 305.4, 305.7, 305.8, 205.4b-c).

Putting a land onto the battlefield with an effect isn't playing a land: it neither uses up the
turn's land play nor is stopped by it (CR 305.4, 305.2). An effect that sets a land's subtype
(Sea's Claim's "Enchanted land is an Island") removes its old land types and the abilities of
its rules text, but not its card types or supertypes: a basic Forest made an Island is still a
basic land, a nonbasic land made an Island still a nonbasic one (CR 305.7, 305.8, 205.4b-c),
and an animated land made an Island is still a creature of its creature types.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, Choose, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver


def _pioneer() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Island", "Forest")
    return Driver(s.build())


def _land_plays(d: Driver) -> list[PlayLand]:
    return [a for a in d.game.legal_actions() if isinstance(a, PlayLand)]


def test_305_4_a_land_put_onto_the_battlefield_leaves_the_land_play() -> None:
    """Elvish Pioneer puts an Island from the hand onto the battlefield: the player may still
    play the Forest this turn (CR 305.4: putting a land isn't playing one)."""
    d = _pioneer()
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.resolve()  # its enters trigger
    d.choose(d.find("Island", zone="hand"))
    assert d.zone_of("Island") == "battlefield"
    assert _land_plays(d) == [PlayLand(d.find("Forest", zone="hand"))]
    d.play_land(0, "Forest")
    assert len(d.ids("Forest", zone="battlefield")) == 2


def test_305_4_a_land_played_doesnt_stop_an_effect_putting_one() -> None:
    """CR 305.2a, 305.2b: the Forest is played first (the turn's one land play); Elvish Pioneer's
    trigger still puts the Island onto the battlefield, and no land play is left."""
    d = _pioneer()
    d.play_land(0, "Forest")
    assert _land_plays(d) == []
    d.cast(0, "Elvish Pioneer", pay=False)
    d.mana(0, d.ids("Forest", zone="battlefield")[0])
    d.pay()
    d.resolve()
    d.resolve()
    island = d.find("Island", zone="hand")
    assert Choose(island) in d.decision.actions
    d.choose(island)
    assert d.zone_of("Island") == "battlefield"
    assert _land_plays(d) == []


def test_305_7_a_basic_forest_made_an_island_is_still_basic() -> None:
    """Sea's Claim on a basic Forest and on Sunken Hollow: both are Islands, but the Forest is
    still a basic land (Dwarven Blastminer's "target nonbasic land" can't target it) and Sunken
    Hollow is still nonbasic, so it can (CR 305.7, 305.8, 205.4b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", label="forest")
    s.battlefield(0, "Sunken Hollow", label="hollow")
    s.battlefield(0, "Sea's Claim", attached_to="forest")
    s.battlefield(0, "Sea's Claim", attached_to="hollow")
    s.battlefield(1, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    forest, hollow = d.find("Forest"), d.find("Sunken Hollow")
    for land in (forest, hollow):
        c = d.chars(land)
        assert c.subtypes == {"Island"}
    assert d.chars(forest).supertypes == {"Basic"}
    assert d.chars(hollow).supertypes == frozenset()
    miner = d.find("Dwarven Blastminer")
    d.act(1, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == miner))
    d.expect("target")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {hollow}


def test_305_7_an_animated_goblin_land_made_an_island_keeps_its_creature_type() -> None:
    """Kamahl, Fist of Krosa animates a Forest, Standardize makes it a Goblin, and Sea's Claim
    then makes it an Island: it is still a 1/1 land creature and a Goblin, an Island whose only
    mana ability is {T}: Add {U} (CR 305.7: setting a land type removes the old land types,
    not card types or creature types)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", "Forest")
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Standardize", "Sea's Claim")
    d = Driver(s.build())
    payer, forest = d.ids("Forest")
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest], pay=False)
    d.act(0, ActivateManaAbility(payer, 0, "G"))
    d.resolve()
    islands = iter(d.ids("Island"))
    d.cast(0, "Standardize", pay=False)
    for _ in range(2):
        d.act(0, ActivateManaAbility(next(islands), 0, "U"))
    d.resolve()
    d.choose("Goblin")
    d.cast(0, "Sea's Claim", targets=[forest], pay=False)
    d.act(0, ActivateManaAbility(next(islands), 0, "U"))
    d.resolve()
    c = d.chars(forest)
    assert c.types == {"Land", "Creature"} and c.subtypes == {"Island", "Goblin"}
    assert (c.power, c.toughness) == (1, 1)
    mana = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == forest]
    assert not d.state.objects[forest].tapped and [a.mana for a in mana] == ["U"]
