"""Kamahl's Summons — {3}{G} Sorcery.

Oracle: "Each player may reveal any number of creature cards from their hand. Then each player
creates a 2/2 green Bear creature token for each card they revealed this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Kamahl's Summons")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Kamahl's Summons", "Glory Seeker", "Wirewood Savage", "Shock")
    s.hand(1, "Elvish Warrior", "Naturalize")
    return Driver(s.build())


def bears(d: Driver, player: int) -> list[int]:
    return [i for i in d.state.battlefield if d.state.objects[i].is_token
            and d.state.objects[i].controller == player]


def options(d: Driver) -> set[object]:
    """The cards offered (None, to stop revealing, is always offered)."""
    values = {a.value for a in d.expect("choose_cards").actions if isinstance(a, Choose)}
    assert None in values
    return values - {None}


def test_each_player_gets_a_bear_for_each_creature_card_revealed() -> None:
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    seeker, savage = d.find("Glory Seeker"), d.find("Wirewood Savage")
    assert d.decision.player == 0 and options(d) == {seeker, savage}  # no Shock
    d.choose(seeker)
    d.choose(savage)
    # Shock is left: player 0 is asked all the same, only "none" to answer (CR 400.2)
    assert d.decision.player == 0 and options(d) == set()
    d.choose(None)
    assert d.decision.player == 1
    assert options(d) == {d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.choose(None)  # Naturalize is left: asked all the same
    assert len(bears(d, 0)) == 2 and len(bears(d, 1)) == 1
    c = d.chars(bears(d, 0)[0])
    assert (c.power, c.toughness, c.subtypes, c.colors) == (2, 2, {"Bear"}, {"G"})
    # the revealed cards stay in their owners' hands
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"
    revealed = {e.obj for e in d.game.log if e.kind == "reveal"}
    assert revealed == {seeker, savage, d.find("Elvish Warrior")}


def test_revealing_is_optional_and_only_what_is_revealed_counts() -> None:
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(None)  # player 0 stops after one card
    assert d.decision.player == 1
    d.choose(None)  # player 1 reveals nothing
    assert len(bears(d, 0)) == 1 and bears(d, 1) == []
    assert d.zone_of("Kamahl's Summons") == "graveyard"


def test_a_player_who_revealed_nothing_creates_nothing() -> None:
    """Player 0 revealed no card: they create no Bear, so the two "enters with an additional
    +1/+1 counter" effects of their two Arlinns' +1 have no event to apply to and they aren't
    asked to order them (CR 614.1, 616.1); player 1 gets their Bear."""
    arlinn = "Arlinn, the Pack's Hope"
    s = Scenario(seed=1)
    s.battlefield(0, arlinn, *["Forest"] * 7, "Mountain")
    s.hand(0, arlinn, "Kamahl's Summons", "Shock")
    s.hand(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, arlinn, index=1)
    d.resolve()
    d.cast(0, arlinn)
    d.resolve()
    new = max(d.ids(arlinn, zone="battlefield"))
    d.choose(new)  # the legend rule (CR 704.5j)
    d.activate(0, new, index=1)
    d.resolve()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    assert d.decision.player == 0 and options(d) == set()  # Shock only: asked all the same
    d.choose(None)
    d.choose(d.find("Elvish Warrior", zone="hand"))
    assert d.decision.kind == "priority"
    assert (len(bears(d, 0)), len(bears(d, 1))) == (0, 1)


def test_revealed_cards_are_shown_to_the_opponent_and_the_others_stay_hidden() -> None:
    """CR 701.20a, 402.3: player 1 sees the names of the creature cards player 0 revealed;
    player 0's unrevealed Shock and Wirewood Savage stay hidden from player 1."""
    import json
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(None)
    d.choose(None)
    seen = json.dumps(d.game.view(1))
    assert "Glory Seeker" in seen
    assert "Shock" not in seen and "Wirewood Savage" not in seen


def test_revealing_a_noncreature_card_is_refused_and_changes_nothing() -> None:
    """Only creature cards may be revealed: choosing Shock is refused, naming it, and the game
    is unchanged (the choice still player 0's)."""
    from manastack.game import IllegalActionError
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Shock"):
        d.choose(d.find("Shock"))
    assert d.game.fingerprint() == before and d.decision.player == 0


def test_multiplayer_each_player_reveals_in_turn_order_and_gets_their_bears() -> None:
    """CR 101.4: with three players, player 0 (active), then 1, then 2 choose; each creates
    Bears for their own revealed cards, all at once after the last choice. Player 0, holding
    only Shock, is asked all the same (CR 400.2); a player whose hand is empty once they have
    revealed its cards is not asked again (everyone knows it holds nothing more)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Kamahl's Summons", "Shock")
    s.hand(1, "Elvish Warrior", "Glory Seeker")
    s.hand(2, "Wirewood Savage")
    d = Driver(s.build())
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    assert d.expect("choose_cards").player == 0 and options(d) == set()
    d.choose(None)
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Glory Seeker"))
    assert d.expect("choose_cards").player == 2
    assert bears(d, 1) == []
    d.choose(d.find("Wirewood Savage"))
    assert (len(bears(d, 0)), len(bears(d, 1)), len(bears(d, 2))) == (0, 2, 1)


def test_whether_a_player_is_asked_tells_nothing_of_their_hand() -> None:
    """CR 400.2: the hand is hidden; player 0 holding no creature card is asked just as when
    they hold one (only "none" to answer), so player 1's view of the pending decision is the
    same either way."""
    def opponents_view(card: str) -> object:
        s = Scenario(seed=1)
        s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
        s.hand(0, "Kamahl's Summons", card)
        s.hand(1, "Elvish Warrior")
        d = Driver(s.build())
        d.cast(0, "Kamahl's Summons")
        d.resolve()
        assert d.expect("choose_cards").player == 0
        view = dict(d.game.view(1)["decision"])
        view.pop("source", None)
        return view

    assert opponents_view("Shock") == opponents_view("Glory Seeker")


def test_changed_on_the_stack_to_read_elf_each_player_makes_elves() -> None:
    """CR 612.2a, 111.4: Artificial Evolution replaces Bear with Elf in Kamahl's Summons while
    it is on the stack: every player's tokens are 2/2 green Elf creature tokens named Elf
    Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Kamahl's Summons", "Artificial Evolution", "Glory Seeker")
    s.hand(1, "Elvish Warrior")
    d = Driver(s.build())
    summons = d.cast(0, "Kamahl's Summons")
    d.cast(0, "Artificial Evolution", targets=[summons])
    d.resolve()
    d.choose("Bear")
    d.choose("Elf")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Elvish Warrior"))
    for player in (0, 1):
        [elf] = bears(d, player)
        c = d.chars(elf)
        assert (c.name, c.subtypes, c.colors, c.power) == ("Elf Token", {"Elf"}, {"G"}, 2)
