"""Replacement effects (CR 614): a replaced event never happens, so nothing that would have
triggered on it triggers (CR 614.6, 603.2), a draw replaced is no draw, even from an empty
library (CR 121.6, 704.5b), and damage replaced is not dealt, so lifelink gains nothing
(CR 702.15b)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)


def test_a_creature_exiled_instead_of_dying_triggers_no_dies_ability() -> None:
    """CR 614.6: Liesa exiles the opponent's Glory Seeker instead of letting it die: it never
    died, so the opponent's Unruly Mob ("Whenever another creature you control dies") gets
    nothing."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Mountain")
    s.battlefield(1, "Glory Seeker", "Unruly Mob")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.stack
    assert not d.state.objects[d.find("Unruly Mob")].counters


def test_combat_damage_replaced_by_milling_gains_no_life_through_lifelink() -> None:
    """CR 614.6, 702.15b: Undead Alchemist makes the Zombie's combat damage to a player mill
    instead; no damage is dealt, so the lifelink Mask of Griselbrand gives gains nothing."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Undead Alchemist")
    s.battlefield(0, "Gluttonous Zombie", label="zombie")
    s.battlefield(0, "Mask of Griselbrand", attached_to="zombie")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Gluttonous Zombie")])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (20, 20)
    assert len(d.state.players[1].graveyard) == 3


def test_a_draw_replaced_from_an_empty_library_doesnt_lose_the_game() -> None:
    """CR 614.6, 704.5b: with Words of Worship's shield, the draw step's draw from an empty
    library is replaced by gaining 5 life: no card was drawn, so its player doesn't lose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.library(1, *["Island"] * 3)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main")
    assert d.life(0) == 25
    assert d.state.players[0].in_game


def _regenerated_zombie_destroyed() -> tuple[Driver, int]:
    """Player 1 gives Gluttonous Zombie a regeneration shield (Boneknitter); player 0, with
    Liesa ("If a creature an opponent controls would die, exile it instead"), casts
    Infernal Grasp on it."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie", "Boneknitter", "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()
    d.cast(0, "Infernal Grasp", targets=[zombie])
    d.resolve()
    return d, zombie


def _choose_replacement(d: Driver, source: str) -> None:
    d.expect("order_replacements")
    assert d.decision.player == 1  # the destroyed creature's controller (CR 616.1)
    sources = dict(dict(d.decision.data)["sources"])
    [rid] = [r for r, src in sources.items() if d.game.name_of(src) == source]
    d.choose(rid)


def test_regeneration_or_exile_instead_of_dying_is_the_creatures_controllers_choice() -> None:
    """CR 616.1, 701.8a, 701.19a: the destruction is the move that would make the Zombie
    die, so Liesa's effect and the regeneration shield both apply to it: its controller
    chooses. Regeneration first: the Zombie isn't destroyed, so it doesn't die either; it
    stays, tapped."""
    d, zombie = _regenerated_zombie_destroyed()
    _choose_replacement(d, "Boneknitter")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.state.objects[zombie].tapped


def test_liesa_s_effect_chosen_first_the_regeneration_shield_still_applies() -> None:
    """CR 616.1f, 701.8b: choosing Liesa's effect first changes where the destroyed Zombie
    would go, not that it is being destroyed; the regeneration shield still applies to the
    destruction afterwards, so the Zombie isn't destroyed: it stays, tapped, and the shield
    is used up."""
    d, zombie = _regenerated_zombie_destroyed()
    _choose_replacement(d, "Liesa, Forgotten Archangel")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.state.objects[zombie].tapped
    assert not d.state.shields


def test_a_back_face_that_lost_its_abilities_goes_to_the_graveyard() -> None:
    """CR 613.1f, 614.1a, 712.8a: Hook-Haunt Drifter (Baithook Angler's back face) has "If it
    would be put into a graveyard from anywhere, exile it instead" as an ability of its own;
    with a slime counter under Sludge Monster it has lost every ability, so Shocked it is put
    into its owner's graveyard, where the card has its front face's characteristics."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Sludge Monster", "Mountain")
    s.battlefield(1, "Baithook Angler", transformed=True, counters={"slime": 1})
    s.hand(0, "Shock")
    d = Driver(s.build())
    drifter = d.find("Baithook Angler")
    assert d.chars(drifter).name == "Hook-Haunt Drifter"
    assert not d.chars(drifter).has("Flying")
    d.cast(0, "Shock", targets=[drifter])
    d.resolve()
    assert d.zone_of("Baithook Angler") == "graveyard"
    assert d.chars(d.find("Baithook Angler", zone="graveyard")).name == "Baithook Angler"


def test_the_same_back_face_keeping_its_abilities_is_exiled() -> None:
    """CR 614.1a (the control case of the test above): without a slime counter the Shocked
    Hook-Haunt Drifter is exiled instead of being put into the graveyard."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Sludge Monster", "Mountain")
    s.battlefield(1, "Baithook Angler", transformed=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Baithook Angler")])
    d.resolve()
    assert d.zone_of("Baithook Angler") == "exile"
