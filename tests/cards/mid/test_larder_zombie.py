"""Larder Zombie — {U} Creature — Zombie 1/3.

Oracle: "Defender / Tap three untapped creatures you control: Look at the top card of your
library. You may put it into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Larder Zombie")


def setup(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", *others, sick=True)
    s.library(0, "Shock", "Island")
    return Driver(s.build())


def test_tap_three_creatures_and_mill_the_top_card() -> None:
    d = setup("Glory Seeker", "Elvish Warrior")
    assert d.chars(d.find("Larder Zombie")).has("Defender")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    assert all(d.state.objects[x].tapped for x in
               (d.find("Larder Zombie"), d.find("Glory Seeker"), d.find("Elvish Warrior")))
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    assert d.ids("Shock", zone="graveyard")
    assert d.state.players[0].library[0] == d.find("Island")


def test_may_keep_the_card_on_top() -> None:
    d = setup("Glory Seeker", "Elvish Warrior")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    d.choose(None)
    assert d.state.players[0].library[0] == d.find("Shock")


def test_needs_three_creatures() -> None:
    d = setup("Glory Seeker")
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_three_other_untapped_creatures_pay_and_tapped_ones_dont() -> None:
    """CR 118.3, 602.2: the cost is paid with untapped creatures its controller controls; a
    tapped creature can't be tapped again, so with one of four tapped the three others
    (Larder Zombie not among them) pay it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", "Glory Seeker", "Elvish Warrior", "Wall of Mulch")
    s.battlefield(0, "Festering Goblin", tapped=True)
    s.battlefield(1, "Severed Legion")
    s.library(0, "Shock", "Island")
    d = Driver(s.build())
    d.activate(0, "Larder Zombie", pay=False)
    d.expect("cost_tap")
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert d.find("Festering Goblin") not in offered
    assert d.find("Severed Legion") not in offered
    for name in ("Glory Seeker", "Elvish Warrior", "Wall of Mulch"):
        d.choose(d.find(name))
    assert not d.state.objects[d.find("Larder Zombie")].tapped
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "graveyard"


def test_activated_in_an_opponents_turn() -> None:
    """CR 602.2: no timing restriction: player 0 mills its top card in player 1's upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", "Glory Seeker", "Elvish Warrior")
    s.library(0, "Shock", "Island")
    s.library(1, "Forest")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "graveyard"


def test_defender_it_cant_attack() -> None:
    """CR 702.3b: Larder Zombie isn't offered as an attacker; Glory Seeker is."""
    from manastack.decisions.actions import DeclareAttacker
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}


def test_the_card_looked_at_stays_hidden_from_the_opponent() -> None:
    """CR 401.2: a library is hidden; only the player looking sees the top card; kept on top,
    its name appears nowhere in the opponent's view."""
    import json
    d = setup("Glory Seeker", "Elvish Warrior")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    assert "Shock" in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(1))
    d.choose(None)
    assert "Shock" not in json.dumps(d.game.view(1))


def test_with_an_empty_library_there_is_nothing_to_look_at() -> None:
    """CR 401.1: an empty library has no top card: the ability resolves doing nothing, and no
    card is drawn or lost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.state.players[0].lost and not d.state.players[0].graveyard


def test_tapping_an_opponents_creature_is_refused_and_nothing_is_tapped() -> None:
    """CR 602.2b, 118.3: choosing player 1's Severed Legion to pay the cost is refused with an
    error; the choice stays open with nothing tapped, and three of player 0's creatures then
    pay it."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Severed Legion")
    s.library(0, "Shock", "Island")
    d = Driver(s.build())
    d.activate(0, "Larder Zombie", pay=False)
    d.expect("cost_tap")
    legion = d.find("Severed Legion")
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(legion)
    d.expect("cost_tap")
    assert not any(o.tapped for o in d.state.objects.values() if o.zone.value == "battlefield")
    for name in ("Larder Zombie", "Glory Seeker", "Elvish Warrior"):
        d.choose(d.find(name))
    assert not d.state.objects[legion].tapped
    d.resolve()
    d.choose(None)
    assert d.state.players[0].library[0] == d.find("Shock")


def test_choosing_a_card_other_than_the_top_one_is_refused() -> None:
    """Only the card looked at may be put into the graveyard: choosing the library's second
    card (Island) is refused with an error and both stay in the library."""
    from manastack.game import IllegalActionError
    d = setup("Glory Seeker", "Elvish Warrior")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Island", zone="library"))
    assert d.zone_of("Island") == "library" and d.zone_of("Shock") == "library"
    d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Island") == "library"


def test_in_two_headed_giant_a_teammates_creatures_dont_pay() -> None:
    """CR 810.5: in Two-Headed Giant, player 1's creatures are a teammate's, not player 0's:
    with two creatures of player 0's own and two of the teammate's, the ability can't be
    activated; a third creature of player 0's own makes it available."""
    for third, offered in ((False, False), (True, True)):
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, "Larder Zombie", "Glory Seeker")
        s.battlefield(1, "Elvish Warrior", "Wall of Mulch")
        if third:
            s.battlefield(0, "Festering Goblin")
        d = Driver(s.build())
        acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
        assert bool(acts) is offered
