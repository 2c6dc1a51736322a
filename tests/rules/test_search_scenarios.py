"""Acceptance scenarios for searching libraries (CR 701.23) and players searching at once.

CR 701.23a  the cards found are chosen first and then moved where the effect says: "search
            ... for up to five cards and exile them" exiles them together, after the search.
CR 701.23i  when several players search at once, each chooses in APNAP order (CR 101.4), then
            the cards move at the same time: a later player chooses while the earlier one's
            card is still in its library, unrevealed.
CR 701.23d  searching for a quantity of cards ("that many cards") finds that many.
CR 701.23e  cards found are revealed only if the effect says so.
CR 701.20a  a card found and revealed is named to every player as it moves.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

WIZARDS = ("Supreme Inquisitor", "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter",
           "Information Dealer")


def _in_library(d: Driver, name: str, player: int) -> bool:
    return bool(d.ids(name, zone="library", player=player))


def test_701_23a_supreme_inquisitor_exiles_the_cards_after_the_search() -> None:
    """Supreme Inquisitor: each card chosen stays in the library while the search goes on; the
    cards are exiled together once it is over, then the library is shuffled."""
    s = Scenario(seed=2)
    s.battlefield(0, *WIZARDS)
    s.library(0, "Island", "Island")
    s.library(1, "Shock", "Forest", "Island", "Glory Seeker", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=[d.find(n) for n in WIZARDS])
    d.resolve()
    shock, seeker = d.find("Shock", zone="library"), d.find("Glory Seeker", zone="library")
    d.choose(shock)
    d.expect("search")
    assert _in_library(d, "Shock", 1)  # found, not yet exiled
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert shock not in offered and seeker in offered
    d.choose(seeker)
    assert _in_library(d, "Glory Seeker", 1)
    d.choose(None)
    assert d.ids("Shock", zone="exile") and d.ids("Glory Seeker", zone="exile")
    kinds = [e.kind for e in d.game.log]
    last_exile = max(i for i, e in enumerate(d.game.log) if e.kind == "zone_change")
    assert kinds[last_exile + 1:].count("shuffle") == 1  # then that player shuffles


def _field_of_ruin(players: int, active: int) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(active, "Plains", "Plains", "Field of Ruin")
    victim = (active + 1) % players
    s.battlefield(victim, "Haunted Ridge")
    for p in range(players):
        s.library(p, "Forest", "Glory Seeker")
    s.at("precombat_main", active=active, turn=3)
    d = Driver(s.build())
    d.activate(active, "Field of Ruin", targets=[d.find("Haunted Ridge")])
    d.resolve()
    return d


def test_701_23i_field_of_ruin_players_choose_in_apnap_order_then_the_lands_enter_together(
) -> None:
    """Field of Ruin, two players: the active player chooses a Forest first; the other player
    chooses while that Forest is still in its owner's library (not yet on the battlefield).
    Then both Forests enter the battlefield at once, and each player shuffles after that."""
    d = _field_of_ruin(2, 0)
    assert d.expect("search").player == 0
    d.choose(d.find("Forest", "library", player=0))
    assert d.expect("search").player == 1
    assert _in_library(d, "Forest", 0) and not d.ids("Forest", zone="battlefield")
    d.choose(d.find("Forest", "library", player=1))
    assert d.ids("Forest", zone="battlefield", player=0)
    assert d.ids("Forest", zone="battlefield", player=1)
    entered = [i for i, e in enumerate(d.game.log)
               if e.kind == "zone_change" and e.to_zone is not None
               and e.to_zone.value == "battlefield"]
    shuffles = [i for i, e in enumerate(d.game.log) if e.kind == "shuffle"]
    assert len(entered) == 2 and len(shuffles) == 2 and max(entered) < min(shuffles)


def test_701_23i_field_of_ruin_four_players_search_in_apnap_order() -> None:
    """Field of Ruin activated by player 2 in a four-player game: the searches are chosen in
    APNAP order (2, 3, 0, 1), with no land on the battlefield until all have chosen; then each
    player has their Forest."""
    d = _field_of_ruin(4, 2)
    order = []
    while d.decision.kind == "search":
        p = d.decision.player
        order.append(p)
        assert not d.ids("Forest", zone="battlefield")
        d.choose(d.find("Forest", "library", player=p))
    assert order == [2, 3, 0, 1]
    for p in range(4):
        assert d.ids("Forest", zone="battlefield", player=p)


def test_701_23i_weird_harvest_reveals_after_every_player_has_chosen() -> None:
    """Weird Harvest (X=1): player 1 chooses while player 0's creature card is still
    unrevealed in its library; then both cards are revealed and put into the hands, each
    named in both players' logs as it moves (CR 701.20a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3)
    s.hand(0, "Weird Harvest")
    s.library(0, "Glory Seeker", "Forest")
    s.library(1, "Goblin Sky Raider", "Island")
    d = Driver(s.build())
    d.cast(0, "Weird Harvest", x=1)
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.expect("search").player == 1
    assert not [e for e in d.game.view(1)["log"] if e["kind"] == "reveal"]
    d.choose(d.find("Goblin Sky Raider", zone="library"))
    assert d.ids("Glory Seeker", zone="hand", player=0)
    assert d.ids("Goblin Sky Raider", zone="hand", player=1)
    for p in (0, 1):
        to_hand = {e["card"] for e in d.game.view(p)["log"]
                   if e["kind"] == "zone_change" and e["to"] == "hand"}
        assert to_hand == {"Glory Seeker", "Goblin Sky Raider"}


def _head_games() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    s.hand(1, "Shock", "Smother")
    s.library(1, "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    return d


def test_701_23d_searching_for_a_quantity_of_cards_finds_that_many() -> None:
    """Head Games searches player 1's library for "that many cards" (two): a search for a
    quantity, not a quality, so the searcher must find two; no answer stops the search early,
    and after one card is found another search choice follows."""
    d = _head_games()
    first = d.expect("search")
    assert all(isinstance(a, Choose) and a.value in d.state.players[1].library
               for a in first.actions)
    d.choose(d.find("Island", zone="library"))
    second = d.expect("search")
    assert all(isinstance(a, Choose) and a.value in d.state.players[1].library
               for a in second.actions)
    d.choose(d.find("Plains", zone="library"))
    assert len(d.state.players[1].hand) == 2


def test_701_23e_cards_found_are_not_revealed_unless_the_effect_says_so() -> None:
    """Head Games doesn't say to reveal the cards found: they go to player 1's hand with no
    reveal; Krosan Tusker's cycling trigger says "reveal that card", and its land is revealed."""
    d = _head_games()
    d.choose(d.find("Island", zone="library"))
    d.choose(d.find("Forest", zone="library"))
    assert len(d.state.players[1].hand) == 2
    assert not [e for e in d.game.log if e.kind == "reveal"]

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.activate(0, "Krosan Tusker")
    while d.decision.kind != "search":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(True)
    plains = d.find("Plains", zone="library")
    d.choose(plains)
    assert plains in [e.obj for e in d.game.log if e.kind == "reveal"]
