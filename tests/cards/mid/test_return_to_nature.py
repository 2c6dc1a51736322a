"""Return to Nature — {1}{G} Instant.

Oracle: "Choose one — / • Destroy target artifact. / • Destroy target enchantment. / • Exile
target card from a graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Return to Nature")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Return to Nature")
    s.battlefield(1, "Pithing Needle", "Glory Seeker")
    s.graveyard(1, "Shock")
    return Driver(s.build())


def test_destroy_an_artifact() -> None:
    d = build()
    d.cast(0, "Return to Nature", modes=[0], targets=[d.find("Pithing Needle")])
    d.resolve()
    assert d.ids("Pithing Needle", zone="graveyard")


def test_exile_a_card_from_an_opponents_graveyard() -> None:
    d = build()
    d.cast(0, "Return to Nature", modes=[2], targets=[d.find("Shock")])
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert d.ids("Pithing Needle", zone="battlefield")


def _offered(d: Driver, mode: int) -> set[int]:
    """The targets offered for a mode as the spell is cast (CR 601.2b-c)."""
    d.act(0, CastSpell(d.find("Return to Nature", "hand")))
    d.choose(mode)
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}


def test_each_mode_offers_only_its_own_kind_of_target() -> None:
    """CR 700.2a, 601.2c: the mode chosen decides the target: "target artifact" is Pithing
    Needle or the artifact creature Verdurous Gearhulk, not the Curse; "target enchantment" is
    the Curse of Clinging Webs attached to a player (CR 303.4: an Aura Curse is an
    enchantment permanent) and not the Needle; "target card from a graveyard" is a card in
    any graveyard, the caster's own included, not a permanent."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Verdurous Gearhulk")
    s.hand(0, "Return to Nature")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Shock"})
    s.battlefield(1, "Curse of Clinging Webs", attached_to=0)
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    assert _offered(d, 0) == {d.find("Pithing Needle"), d.find("Verdurous Gearhulk")}
    d = Driver(s.build())
    assert _offered(d, 1) == {d.find("Curse of Clinging Webs")}
    d = Driver(s.build())
    assert _offered(d, 2) == {d.find("Glory Seeker"), d.find("Shock")}


def test_destroying_a_curse_and_an_artifact_creature() -> None:
    """Destroy target enchantment: the Curse attached to player 0 goes to its owner's
    graveyard (CR 701.8a); destroy target artifact: the Gearhulk, an artifact creature, is
    destroyed like any artifact."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Return to Nature", "Return to Nature")
    s.battlefield(1, "Verdurous Gearhulk")
    s.battlefield(1, "Curse of Clinging Webs", attached_to=0)
    d = Driver(s.build())
    first, second = d.ids("Return to Nature", "hand")
    d.cast(0, first, modes=[1], targets=[d.find("Curse of Clinging Webs")])
    d.resolve()
    assert d.zone_of("Curse of Clinging Webs") == "graveyard"
    d.cast(0, second, modes=[0], targets=[d.find("Verdurous Gearhulk")])
    d.resolve()
    assert d.zone_of("Verdurous Gearhulk") == "graveyard"


def test_the_graveyard_card_gone_before_it_resolves_it_does_nothing() -> None:
    """CR 608.2b, 400.7: the Shock is exiled by a second Return to Nature first; the first one's
    only target is now a new object elsewhere, so it doesn't resolve and goes to the
    graveyard, and the Pithing Needle is untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Return to Nature", "Return to Nature")
    s.battlefield(1, "Pithing Needle")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    first, second = d.ids("Return to Nature", "hand")
    shock = d.find("Shock")
    d.cast(0, first, modes=[2], targets=[shock])
    d.cast(0, second, modes=[2], targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()
    assert not d.state.stack
    assert [d.state.objects[o].zone.value for o in d.ids("Return to Nature")] == \
        ["graveyard", "graveyard"]
    assert d.zone_of("Pithing Needle") == "battlefield"


def test_a_mode_without_a_legal_target_cannot_be_chosen() -> None:
    """CR 700.2a, 601.2c: with no artifact on the battlefield, the "destroy target artifact"
    mode can't be chosen; the attempt is refused and the spell stays in hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Return to Nature")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Return to Nature", "hand")))
    d.expect("mode")
    assert 0 not in {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(0)
    assert d.game.fingerprint() == before
    d.choose(2)
    d.choose(d.find("Shock"))
    d.pay()
    d.resolve()
    assert d.zone_of("Shock") == "exile"


def test_an_exiled_commander_may_go_to_the_command_zone() -> None:
    """CR 903.9a: Return to Nature exiles the opponent's commander from their graveyard; its
    owner (not the caster) chooses, as state-based actions are checked, to put it into the
    command zone."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="graveyard")
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Return to Nature")
    d = Driver(s.build())
    d.cast(0, "Return to Nature", modes=[2],
           targets=[d.find("Jadar, Ghoulcaller of Nephalia")])
    d.resolve()
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "exile"
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"
