"""Hexproof and shroud scenarios (CR 702.11, 702.18) with abilities, not only spells: an equip
ability targets (702.6a), so it can't target its controller's own creature with shroud
(702.18a) but can target their own creature with hexproof (702.11b, only opponents'); "hexproof
from [a color]" stops only opponents' spells of that color (702.11d), not the creature's
controller's own, nor an opponent's spell of another color; a player's hexproof (702.11c)
stops an opponent's activated ability as it does a spell (115.1c); a spell with two targets,
one of which gains hexproof in response, still affects the other (608.2b).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _equip_targets(d: Driver, equipment: str) -> set[object]:
    eq = d.find(equipment)
    (act,) = [a for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == eq]
    d.act(0, act)
    d.expect("target")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_702_18a_equip_cant_target_your_own_creature_with_shroud() -> None:
    """CR 702.18a, 702.6a: Gigapede has shroud; the equip ability of its controller's Swiftfoot
    Boots can target Glory Seeker but not Gigapede."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Gigapede", "Glory Seeker")
    d = Driver(s.build())
    assert _equip_targets(d, "Swiftfoot Boots") == {d.find("Glory Seeker")}


def test_702_11b_equip_can_target_your_own_creature_with_hexproof() -> None:
    """CR 702.11b, 702.6a: Saryth gives its controller's other untapped creatures hexproof;
    hexproof stops only opponents, so their own equip ability may target Glory Seeker, which
    then wears the Boots."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Saryth, the Viper's Fang", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Hexproof")
    assert seeker in _equip_targets(d, "Swiftfoot Boots")
    d.choose(seeker)
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to == seeker


def test_702_11d_hexproof_from_red_doesnt_stop_its_controllers_red_spell() -> None:
    """CR 702.11d: Sungold Sentinel gains hexproof from red (coven); its controller's own Shock
    (red) can still target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains",
                  "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    d.expect("target")
    assert Choose(sentinel) in d.game.legal_actions()
    d.choose(sentinel)
    d.pay()
    d.resolve()
    assert d.zone_of("Sungold Sentinel") == "graveyard"


def test_702_11d_hexproof_from_red_doesnt_stop_an_opponents_black_spell() -> None:
    """CR 702.11d: Sungold Sentinel has hexproof from red; its opponent's Infernal Grasp is
    black, so it may target the Sentinel and destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Infernal Grasp"), "normal"))
    d.expect("target")
    assert Choose(sentinel) in d.game.legal_actions()
    d.choose(sentinel)
    d.pay()
    d.resolve()
    assert d.zone_of("Sungold Sentinel") == "graveyard"
    assert d.life(1) == 18


def test_702_11c_a_player_with_hexproof_cant_be_the_target_of_an_opponents_ability() -> None:
    """CR 702.11c, 115.1c: Enduring Angel gives player 1 hexproof. Player 0's Lord of the
    Forsaken's activated ability ("target player mills three cards") can target player 0 but
    not player 1; aimed at player 0, it mills three of their cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Forsaken", "Swamp", "Glory Seeker")
    s.battlefield(1, "Enduring Angel")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    lord = d.find("Lord of the Forsaken")
    (act,) = [a for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == lord]
    d.act(0, act)
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert 0 in offered and 1 not in offered
    d.choose(0)
    while d.decision.kind != "priority":
        if d.decision.kind == "pay_mana":
            d.pay_step()
        else:
            d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert len(d.ids("Island", zone="graveyard", player=0)) == 3
    assert not d.ids("Island", zone="graveyard", player=1)


def test_608_2b_of_two_targets_the_one_that_gained_hexproof_stays_the_other_returns() -> None:
    """CR 608.2b, 702.11b: player 1 casts Essence Fracture on player 0's tapped Glory Seeker
    and Elvish Warrior. In response Saryth, the Viper's Fang untaps the Seeker, which now has
    hexproof (Saryth's "other untapped creatures you control"). As Essence Fracture resolves,
    the Seeker is an illegal target and stays; the Warrior, still legal, is returned to its
    owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Forest")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", tapped=True)
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Essence Fracture")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert not d.chars(seeker).has("Hexproof")
    d.cast(1, "Essence Fracture", targets=[seeker, warrior])
    d.pass_priority()
    d.activate(0, "Saryth, the Viper's Fang", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Hexproof")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.ids("Elvish Warrior", zone="hand", player=0)
    assert d.zone_of("Essence Fracture") == "graveyard"


def _ability_targets(d: Driver, player: int, source: int) -> set[object]:
    (act,) = [a for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == source]
    d.act(player, act)
    d.expect("target")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_702_11d_hexproof_from_red_stops_a_red_sources_ability_not_a_colorless_ones() -> None:
    """CR 702.11d: "hexproof from red" also means "can't be the target of abilities your
    opponents control from red sources". Sungold Sentinel has hexproof from red: player 1's
    Goblin Sharpshooter (red) can't target it with its ability, while player 1's colorless
    Silver Bolt can, and its 3 damage destroys the Sentinel."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Goblin Sharpshooter", "Silver Bolt", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    d.pass_priority()
    sharpshooter = d.find("Goblin Sharpshooter")
    offered = _ability_targets(d, 1, sharpshooter)
    assert sentinel not in offered and d.find("Glory Seeker") in offered
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
    d.pass_priority()
    assert sentinel in _ability_targets(d, 1, d.find("Silver Bolt"))
    d.choose(sentinel)
    d.pay()
    d.resolve()
    assert d.zone_of("Sungold Sentinel") == "graveyard"
