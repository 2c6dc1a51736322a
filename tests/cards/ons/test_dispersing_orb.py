"""Dispersing Orb — {3}{U}{U} Enchantment.

Oracle: "{3}{U}, Sacrifice a permanent: Return target permanent to its owner's hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dispersing Orb")


def test_sacrifice_a_permanent_to_bounce_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb", "Glory Seeker")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    d.activate(0, "Dispersing Orb", targets=[d.find("Rorix Bladewing")],
               choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "hand"
    assert d.ids("Rorix Bladewing", zone="hand", player=1)
    assert d.zone_of("Dispersing Orb") == "battlefield"


def test_the_orb_itself_may_be_sacrificed_and_the_ability_still_resolves() -> None:
    """CR 113.7a, 602.2: costs are paid after the target is chosen; the Orb may be the
    permanent sacrificed, and its ability, independent of its source, still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    orb = d.find("Dispersing Orb")
    d.activate(0, orb, targets=[d.find("Rorix Bladewing")], choices=[orb])
    assert d.zone_of("Dispersing Orb") == "graveyard"
    d.resolve()
    assert d.ids("Rorix Bladewing", zone="hand", player=1)


def test_sacrificing_the_target_itself_leaves_the_ability_without_a_target() -> None:
    """CR 601.2c/602.2b then 601.2h: the target is chosen before the cost is paid, so the
    permanent sacrificed may be the target; as the ability resolves its only target is gone
    and it does nothing (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Dispersing Orb", targets=[seeker], choices=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and not d.state.stack


def test_a_token_returned_to_hand_ceases_to_exist() -> None:
    """CR 111.7, 704.5d: a Human Soldier token returned to its owner's hand ceases to exist."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb", "Glory Seeker")
    s.token(1, "Human Soldier")
    d = Driver(s.build())
    token = d.find("Human Soldier Token")
    d.activate(0, "Dispersing Orb", targets=[token], choices=[d.find("Glory Seeker")])
    d.resolve()
    assert token not in d.state.objects or d.state.objects[token].zone.value != "battlefield"
    assert not d.state.players[1].hand
    assert not d.ids("Human Soldier Token")


def test_a_stolen_creature_sacrificed_goes_to_its_owner_s_graveyard() -> None:
    """CR 701.21a, 400.3: the opponent's Glory Seeker, Threatened, may be the permanent
    sacrificed; it goes to its owner's graveyard. The opponent's Rorix Bladewing returns to
    its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Mountain"] * 3, "Dispersing Orb")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker", "Rorix Bladewing")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.activate(0, "Dispersing Orb", targets=[d.find("Rorix Bladewing")], choices=[seeker])
    assert d.ids("Glory Seeker", "graveyard", player=1)
    d.resolve()
    assert d.ids("Rorix Bladewing", "hand", player=1)


def test_a_land_tapped_to_pay_the_mana_may_be_the_permanent_sacrificed() -> None:
    """CR 601.2g-h, 602.2b: the mana is made before the costs are paid, and the costs are
    paid in any order: with only four Islands, one of them, tapped for the {3}{U}, is
    sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    island = d.ids("Island")[0]
    d.activate(0, "Dispersing Orb", targets=[d.find("Rorix Bladewing")], choices=[island])
    assert d.ids("Island", "graveyard") and len(d.ids("Island", "battlefield")) == 3
    d.resolve()
    assert d.ids("Rorix Bladewing", zone="hand", player=1)


def test_a_stolen_target_returns_to_its_owner_s_hand() -> None:
    """CR 400.3, 108.3: "its owner's hand": the Glory Seeker player 0 Threatened goes back to
    player 1's hand, not to its controller's."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Mountain"] * 3, "Dispersing Orb", "Elvish Warrior")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.activate(0, "Dispersing Orb", targets=[seeker], choices=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Glory Seeker", "hand", player=1)
    assert not d.ids("Glory Seeker", "hand", player=0)


def test_an_opponent_s_permanent_can_t_be_sacrificed() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control; offering the
    opponent's Glory Seeker for the cost is refused and nothing is paid or put on the
    stack."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb")
    s.battlefield(1, "Glory Seeker", "Rorix Bladewing")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.activate(0, "Dispersing Orb", targets=[d.find("Rorix Bladewing")],
                   choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Dispersing Orb") == "battlefield"
    assert not d.state.stack
    assert not any(d.state.objects[i].tapped for i in d.ids("Island"))


def test_a_face_down_creature_returned_to_hand_is_revealed() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed by its owner, even on
    its way to a hidden zone: player 0 learns that the morph was Gravel Slinger; the card is
    in player 1's hand afterwards."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb", "Elvish Warrior")
    s.battlefield(1, "Gravel Slinger", face_down=True)
    d = Driver(s.build())
    assert "Gravel Slinger" not in json.dumps(d.game.view(0))
    d.activate(0, "Dispersing Orb", targets=[d.find("Gravel Slinger")],
               choices=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Gravel Slinger", "hand", player=1)
    assert "Gravel Slinger" in json.dumps(d.game.view(0))
