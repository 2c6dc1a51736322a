"""Aphetto Alchemist — {1}{U} Creature — Human Wizard 1/2.

Oracle: "{T}: Untap target artifact or creature. / Morph {U} (You may cast this card face down
as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aphetto Alchemist")


def test_untaps_a_creature_or_artifact_not_a_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist")
    s.battlefield(0, "Glory Seeker", "Cryptic Gateway", "Island", tapped=True)
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options and d.find("Cryptic Gateway") in options
    assert d.find("Island") not in options
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_it_may_untap_itself_after_tapping_for_the_cost() -> None:
    """CR 601.2c, 602.2b: targets are chosen before costs are paid, so the Alchemist may
    target itself; tapped for the cost, it untaps as the ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist")
    d = Driver(s.build())
    alch = d.find("Aphetto Alchemist")
    d.activate(0, alch, targets=[alch])
    assert d.state.objects[alch].tapped
    d.resolve()
    assert not d.state.objects[alch].tapped


def test_a_face_down_creature_is_a_creature_to_untap() -> None:
    """CR 708.2a: a face-down permanent is a 2/2 creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist")
    s.battlefield(0, "Towering Baloth", face_down=True, tapped=True)
    d = Driver(s.build())
    baloth = d.find("Towering Baloth")
    d.activate(0, "Aphetto Alchemist", targets=[baloth])
    d.resolve()
    assert not d.state.objects[baloth].tapped


def test_target_gone_on_resolution_does_nothing() -> None:
    """CR 608.2b: the targeted Glory Seeker is Shocked in response; the ability doesn't
    resolve, and the Alchemist stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    alch = d.find("Aphetto Alchemist")
    d.activate(0, alch, targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.state.objects[alch].tapped


def test_untaps_an_opponents_permanent() -> None:
    """"Target artifact or creature": any player's, here an opponent's tapped creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Aphetto Alchemist", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped


def test_summoning_sick_it_cant_tap_and_turning_face_up_doesnt_change_that() -> None:
    """CR 302.6: a {T} ability of a creature needs it under its controller's control since
    their most recent turn began. Cast face down this turn and turned face up for {U}
    (CR 702.37e), it still can't be activated; one face down since an earlier turn can be,
    right after it is turned face up (CR 708.8: it is the same permanent)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.battlefield(0, "Aphetto Alchemist", face_down=True, label="old")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.hand(0, "Aphetto Alchemist")
    d = Driver(s.build())
    old = d.find("Aphetto Alchemist", "battlefield")
    d.cast(0, "Aphetto Alchemist", method="face_down")
    d.resolve()
    new = next(x for x in d.ids("Aphetto Alchemist", "battlefield") if x != old)
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.special(0, "turn_face_up", new)
    d.pay()
    assert not d.state.objects[new].face_down
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == new]
    d.special(0, "turn_face_up", old)
    d.pay()
    d.activate(0, old, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_untapping_an_attacker_leaves_it_attacking() -> None:
    """CR 506.4: untapping isn't among the ways a creature is removed from combat: the Glory
    Seeker untapped after attackers are declared still deals its 2 damage, and is untapped
    after combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist", "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.state.objects[seeker].tapped
    d.activate(0, "Aphetto Alchemist", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped and seeker in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 18 and not d.state.objects[seeker].tapped
