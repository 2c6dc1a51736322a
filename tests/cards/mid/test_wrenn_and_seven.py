"""Wrenn and Seven — {3}{G}{G} Legendary Planeswalker — Wrenn, loyalty 5.

Oracle: "[+1]: Reveal the top four cards of your library. Put all land cards revealed this way
into your hand and the rest into your graveyard. / [0]: Put any number of land cards from your
hand onto the battlefield tapped. / [−3]: Create a green Treefolk creature token with reach and
"This creature's power and toughness are each equal to the number of lands you control." /
[−8]: Return all permanent cards from your graveyard to your hand. You get an emblem with "You
have no maximum hand size.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, PlayLand
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Wrenn and Seven")

WRENN = "Wrenn and Seven"


def loyalty(d: Driver) -> int:
    return int(d.state.objects[d.find(WRENN, "battlefield")].counters.get("loyalty", 0))


def wrenn(loyal: int = 5) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, WRENN, counters={"loyalty": loyal})
    return s


def test_plus_one_lands_to_hand_rest_to_graveyard() -> None:
    s = wrenn()
    s.library(0, "Forest", "Shock", "Island", "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.activate(0, WRENN, index=0)
    assert loyalty(d) == 6
    d.resolve()
    assert {d.game.card(x).name for x in d.state.players[0].hand} == {"Forest", "Island"}
    assert {d.game.card(x).name for x in d.state.players[0].graveyard} == {"Shock",
                                                                          "Glory Seeker"}
    assert [d.game.card(x).name for x in d.state.players[0].library] == ["Plains"]
    revealed = {e.obj for e in d.game.log if e.kind == "reveal" and e.data.get("to") == "all"}
    assert len(revealed) == 4


def test_zero_puts_lands_onto_the_battlefield_tapped_without_a_land_play() -> None:
    s = wrenn()
    s.hand(0, "Forest", "Island", "Plains", "Shock")
    d = Driver(s.build())
    d.activate(0, WRENN, index=1)
    assert loyalty(d) == 5
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", "hand") not in offered
    d.choose(d.find("Forest", "hand"))
    d.choose(d.find("Island", "hand"))
    d.choose(None)
    for name in ("Forest", "Island"):
        oid = d.find(name, "battlefield")
        assert d.state.objects[oid].tapped and d.chars(oid).controller == 0
    assert d.zone_of("Plains") == "hand"
    assert PlayLand(d.find("Plains", "hand")) in d.game.legal_actions()


def test_minus_three_treefolk_counts_lands_you_control() -> None:
    s = wrenn()
    s.battlefield(0, "Forest", "Forest", "Island")
    s.battlefield(1, "Swamp")
    s.hand(0, "Plains")
    d = Driver(s.build())
    d.activate(0, WRENN, index=2)
    d.resolve()
    assert loyalty(d) == 2
    tree = d.find("Treefolk", "battlefield")
    c = d.chars(tree)
    assert c.has("Reach") and "G" in c.colors and "Treefolk" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    d.play_land(0, "Plains")
    assert (d.chars(tree).power, d.chars(tree).toughness) == (4, 4)


def test_minus_eight_returns_permanent_cards_and_gives_the_emblem() -> None:
    s = wrenn(8)
    s.graveyard(0, "Forest", "Glory Seeker", "Moonsilver Key", "Shock")
    s.hand(0, *["Island"] * 6)
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, WRENN, index=3)
    assert d.zone_of(WRENN) == "graveyard"  # no loyalty left (CR 704.5i)
    d.resolve()
    hand = [d.game.card(x).name for x in d.state.players[0].hand]
    # Wrenn is a permanent card in the graveyard by then: it comes back too.
    for name in ("Forest", "Glory Seeker", "Moonsilver Key", WRENN):
        assert name in hand
    assert d.zone_of("Shock") == "graveyard"
    assert any(d.game.card(o).name == "Wrenn and Seven Emblem" for o in d.state.command)
    d.pass_until("upkeep", turn=4)  # no discard to seven in the cleanup step
    assert len(d.state.players[0].hand) == 10


def test_without_the_emblem_you_discard_to_seven() -> None:
    s = wrenn()
    s.hand(0, *["Island"] * 9)
    d = Driver(s.build())
    d.pass_until("end")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "discard"


def test_the_emblem_gives_no_maximum_hand_size_only() -> None:
    """CR 114.4, 402.2: the emblem's one ability is "You have no maximum hand size": its owner
    draws no card in an opponent's draw step (Teferi's emblem's rule, not this one's)."""
    s = wrenn(8)
    s.hand(0, *["Island"] * 3)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, WRENN, index=3)
    d.resolve()
    hand = len(d.state.players[0].hand)
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1 and len(d.state.players[0].hand) == hand


def test_the_treefolk_counts_the_lands_of_whoever_controls_it() -> None:
    """CR 604.3, 613.4a: the Treefolk's characteristic-defining ability counts the lands its
    controller controls: taken by Pack's Betrayal, it counts the new controller's five
    Mountains instead of its owner's two Forests."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", "Forest", "Forest")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Pack's Betrayal")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.activate(0, "Wrenn and Seven", index=2)
    d.resolve()
    treefolk = d.find("Treefolk Token")
    assert (d.chars(treefolk).power, d.chars(treefolk).toughness) == (2, 2)
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Pack's Betrayal", targets=[treefolk])
    d.resolve()
    c = d.chars(treefolk)
    assert (c.controller, c.power, c.toughness) == (1, 5, 5)


def offered_indexes(d: Driver) -> set[int]:
    w = d.find(WRENN, "battlefield")
    return {a.index for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == w}


def test_minus_eight_is_not_offered_below_eight_loyalty() -> None:
    """CR 606.6: a loyalty ability with a negative cost can't be activated if the planeswalker
    has fewer loyalty counters than that cost removes: at 5, -8 is not offered and activating
    it is refused with the game unchanged."""
    d = Driver(wrenn(5).build())
    assert offered_indexes(d) == {0, 1, 2}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(d.find(WRENN), 3))
    assert d.game.fingerprint() == before


def test_one_loyalty_ability_per_turn_at_sorcery_speed() -> None:
    """CR 606.3: once per turn, only when its controller could cast a sorcery: after +1, none
    of its loyalty abilities is offered, even with the stack empty again; nor in the opponent's
    turn."""
    s = wrenn()
    s.library(0, *["Forest"] * 6)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.activate(0, WRENN, index=0)
    assert offered_indexes(d) == set()  # the ability is on the stack
    d.resolve()
    assert not d.state.stack and offered_indexes(d) == set()
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    d.pass_priority()
    assert d.decision.player == 0 and offered_indexes(d) == set()


def test_plus_one_with_fewer_than_four_cards_reveals_what_there_is() -> None:
    """CR 609.3, 701.20a: the effect does as much as possible: with two cards left, both are
    revealed and sorted; no card is drawn, so the empty library loses no game (CR 704.5b)."""
    s = wrenn()
    s.library(0, "Forest", "Shock")
    d = Driver(s.build())
    d.activate(0, WRENN, index=0)
    d.resolve()
    assert d.zone_of("Forest") == "hand" and d.zone_of("Shock") == "graveyard"
    assert not d.state.players[0].library
    assert d.game.decision is not None and not d.state.players[0].lost


def test_zero_may_put_no_land_at_all() -> None:
    """"Any number" includes zero: choosing none at once leaves every land in hand, and
    Wrenn's loyalty is unchanged."""
    s = wrenn()
    s.hand(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, WRENN, index=1)
    d.resolve()
    d.choose(None)
    assert d.zone_of("Forest") == "hand" and d.zone_of("Island") == "hand"
    assert loyalty(d) == 5 and d.decision.kind == "priority"


def test_zero_refuses_a_nonland_card() -> None:
    """The choice is of land cards in your hand: Shock is refused with a clear error, and the
    game is unchanged."""
    s = wrenn()
    s.hand(0, "Forest", "Shock")
    d = Driver(s.build())
    d.activate(0, WRENN, index=1)
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Shock", "hand"))
    assert d.game.fingerprint() == before


def test_minus_three_with_no_lands_makes_a_treefolk_that_dies() -> None:
    """CR 704.5f: with no land, the Treefolk is 0/0 and is put into its owner's graveyard as
    state-based actions are checked; a token there then ceases to exist (CR 704.5d)."""
    d = Driver(wrenn().build())
    d.activate(0, WRENN, index=2)
    d.resolve()
    assert loyalty(d) == 2
    assert not d.ids("Treefolk Token", "battlefield")
    assert [e.data.get("cause") for e in d.state.log if e.kind == "zone_change"][-2:] == [
        "token", "sba_toughness"]


def test_zero_s_choice_from_the_hand_stays_hidden_from_the_opponent() -> None:
    """CR 400.2, 402.3: a hand is a hidden zone, its cards unseen by the other players: while
    Wrenn's controller chooses land cards in their hand, player 1's view names none of the
    cards in that hand; once a land is put onto the battlefield it is public."""
    import json

    s = wrenn()
    s.hand(0, "Forest", "Wooded Foothills", "Shock")
    d = Driver(s.build())
    d.activate(0, WRENN, index=1)
    d.resolve()
    theirs = json.dumps(d.game.view(1))
    mine = json.dumps(d.game.view(0))
    assert "Wooded Foothills" in mine
    for name in ("Forest", "Wooded Foothills", "Shock"):
        assert name not in theirs
    d.choose(d.find("Wooded Foothills", "hand"))
    d.choose(None)
    theirs = json.dumps(d.game.view(1))
    assert "Wooded Foothills" in theirs and "Shock" not in theirs


def test_made_to_read_elf_its_minus_three_creates_an_elf_counting_lands() -> None:
    """CR 612.2a, 604.3: Treefolk changed to Elf on Wrenn and Seven: the −3 reads "Create a
    green Elf creature token with reach", and the Elf Token's power and toughness still count
    its controller's lands; Wrenn and Seven is still a Wrenn planeswalker."""
    s = wrenn()
    s.battlefield(0, "Forest", "Forest", "Island")
    s.hand(0, "Artificial Evolution", "Plains")
    d = Driver(s.build())
    w = d.find(WRENN)
    evolve(d, w, "Treefolk", "Elf")
    [shown] = [o for o in d.game.view(1)["battlefield"] if o["id"] == w]
    assert "Create a green Elf creature token with reach" in shown["text"]
    assert d.chars(w).subtypes == {"Wrenn"}
    d.activate(0, w, index=2)
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.power) == ("Elf Token", {"Elf"}, 3) and c.has("Reach")
    d.play_land(0, "Plains")
    assert d.chars(token).toughness == 4
