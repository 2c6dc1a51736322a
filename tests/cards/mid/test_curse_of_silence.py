"""Curse of Silence — {W} Enchantment — Aura Curse.

Oracle: "Enchant player / As Curse of Silence enters the battlefield, choose a card name. /
Spells with the chosen name enchanted player casts cost {2} more to cast. / Whenever
enchanted player casts a spell with the chosen name, you may sacrifice Curse of Silence. If
you do, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Silence")


def cursed(mountains: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Curse of Silence")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[1])
    d.resolve()
    d.choose("Shock")
    d.pass_until("precombat_main", turn=4)
    return d


def test_named_spell_costs_two_more() -> None:
    d = cursed(2)
    assert CastSpell(d.find("Shock", zone="hand"), "normal") not in d.game.legal_actions()


def test_casting_it_lets_curser_sacrifice_and_draw() -> None:
    d = cursed(3)
    d.cast(1, "Shock", targets=[0])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    hand = len(d.state.players[0].hand)
    d.pass_priority()  # the trigger is on top: both pass
    d.pass_priority()
    d.choose(True)
    assert d.ids("Curse of Silence", zone="graveyard")
    assert len(d.state.players[0].hand) == hand + 1


def test_may_keep_the_curse() -> None:
    d = cursed(3)
    d.cast(1, "Shock", targets=[0])
    hand = len(d.state.players[0].hand)
    d.pass_priority()
    d.pass_priority()
    d.choose(False)
    assert d.ids("Curse of Silence", zone="battlefield")
    assert len(d.state.players[0].hand) == hand


def cursed_naming_a_morph_card(lands: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Curse of Silence")
    s.battlefield(1, *["Plains"] * lands)
    s.hand(1, "Exalted Angel")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[1])
    d.resolve()
    d.choose("Exalted Angel")
    d.pass_until("precombat_main", turn=4)
    return d


def test_a_face_down_spell_has_no_name_so_it_costs_no_more() -> None:
    """CR 601.3e, 708.4: casting a card face down, only the face-down characteristics (no name)
    count when determining its total cost and whether it can be cast: the curse naming the
    card doesn't make the face-down spell cost more, so with exactly {3} it is offered, and
    casting it doesn't trigger the curse (no spell with the chosen name was cast)."""
    d = cursed_naming_a_morph_card(3)
    angel = d.find("Exalted Angel", zone="hand")
    legal = d.game.legal_actions()
    assert CastSpell(angel, "face_down") in legal
    assert CastSpell(angel, "normal") not in legal
    hand = len(d.state.players[0].hand)
    d.cast(1, angel, method="face_down")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains", player=1))
    d.resolve()
    assert d.state.objects[d.find("Exalted Angel", zone="battlefield")].face_down
    assert d.ids("Curse of Silence", zone="battlefield")
    assert len(d.state.players[0].hand) == hand and d.decision.kind == "priority"


def test_the_named_card_cast_face_up_still_costs_two_more() -> None:
    """The same curse still applies to the card cast face up: {4}{W}{W} + {2} needs 8 lands."""
    d = cursed_naming_a_morph_card(7)
    angel = d.find("Exalted Angel", zone="hand")
    legal = d.game.legal_actions()
    assert CastSpell(angel, "normal") not in legal
    assert CastSpell(angel, "face_down") in legal


def test_two_headed_giant_only_the_enchanted_players_spells_cost_more() -> None:
    """CR 810.5, 303.4b: player 2's Curse of Silence naming Shock enchants player 0 only. With
    one Mountain each, player 0 can't cast Shock ({R} plus {2}); their teammate player 1 casts
    theirs for {R}, and the Curse's ability doesn't trigger."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(2, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain")
    s.hand(0, "Shock")
    s.hand(1, "Shock")
    d = Driver(s.build())
    assert d.decision.player == 0
    assert CastSpell(d.find("Shock", "hand", player=0), "normal") not in d.game.legal_actions()
    d.pass_priority()
    assert CastSpell(d.find("Shock", "hand", player=1), "normal") in d.game.legal_actions()
    d.cast(1, "Shock", targets=[2])
    assert len(d.state.stack) == 1  # no trigger of the Curse
    d.resolve()
    assert d.life(2) == 28 and d.zone_of("Curse of Silence") == "battlefield"


def test_only_the_enchanted_players_spells_with_that_name_cost_more() -> None:
    """The increase applies to spells with the chosen name that the enchanted player casts:
    the curse's controller casts their own Shock for {R}, and the enchanted player a spell
    with another name (Fading Hope) for {U}; neither triggers the curse."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1  # no trigger
    d.resolve()
    assert d.life(1) == 18
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=0)
    assert d.zone_of("Curse of Silence") == "battlefield"


def test_the_curse_gone_before_its_trigger_resolves_nothing_is_drawn() -> None:
    """CR 701.21a, 608.2c: "you may sacrifice Curse of Silence. If you do, draw a card": the
    enchanted player destroys the curse with Return to Nature in response; it can't be
    sacrificed any more, so its controller draws nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Forest", "Forest")
    s.hand(1, "Shock", "Return to Nature")
    s.library(0, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 2  # Shock and the curse's trigger
    d.cast(1, "Return to Nature", modes=[1], targets=[d.find("Curse of Silence")])
    d.resolve()
    assert d.zone_of("Curse of Silence") == "graveyard"
    d.resolve()  # the curse's trigger
    if d.decision.kind == "may":
        d.choose(True)
    assert len(d.state.players[0].hand) == hand
    d.resolve()
    assert d.life(0) == 18


def _cursed_disturber(name: str, plains: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": name})
    s.battlefield(1, *["Plains"] * plains)
    s.graveyard(1, "Lunarch Veteran")
    s.library(0, "Island", "Island")
    s.at("precombat_main", active=1)
    return Driver(s.build())


def test_a_disturb_spell_has_its_back_faces_name() -> None:
    """CR 702.146a, 712.8c: a card cast with disturb is a spell with its back face up, so it has
    the back face's name: naming Luminous Phantom, Lunarch Veteran cast with disturb ({1}{W})
    costs {2} more (not castable with two Plains, castable with four) and triggers the curse;
    naming the front face Lunarch Veteran, the disturb spell costs just {1}{W} and doesn't."""
    d = _cursed_disturber("Luminous Phantom", 2)
    veteran = d.find("Lunarch Veteran", zone="graveyard")
    assert CastSpell(veteran, "disturb") not in d.game.legal_actions()
    d = _cursed_disturber("Luminous Phantom", 4)
    d.cast(1, "Lunarch Veteran", method="disturb")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert len(d.state.stack) == 2  # the spell and the curse's trigger
    d = _cursed_disturber("Lunarch Veteran", 2)
    d.cast(1, "Lunarch Veteran", method="disturb")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Lunarch Veteran", zone="battlefield")).name == "Luminous Phantom"


def test_a_name_that_is_no_card_is_refused() -> None:
    """CR 201.4: the name chosen must be a card's name: "Zombie" (a token's, not a card's) is
    refused with an error and the state unchanged; "Shock" is accepted."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Curse of Silence")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[1])
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose("Zombie")
    assert d.game.fingerprint() == before
    d.choose("Shock")
    assert d.state.objects[d.find("Curse of Silence")].chosen == {"card_name": "Shock"}
