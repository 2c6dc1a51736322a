"""What each player knows of the cards in hands and libraries, as their view shows it.

CR 400.2  hands and libraries are hidden zones, but a player knows a card there they saw: the
          view lists it (``hand_known``; ``library_known`` with its place, 0 the top).
CR 400.7  a card that moves is a new object: a player who saw the move (from a public zone,
          or of a card they knew) knows the new one; a player who didn't, doesn't.
CR 401.4  cards put into a library at the same place at once, or put back in an order their
          owner chooses, are known in their places to that player only.
CR 701.20a, 701.20e  a revealed card is known to every player, a card looked at to the player
          who looks, while it stays that object in that zone; 701.20d: reordered, it is not.
CR 701.24a  after a shuffle nobody knows where any card of the library is.
CR 103.5  a player who takes a mulligan knows the cards they put on the bottom, one at a time.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PlayLand
from manastack.game import Game
from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.views import SPECTATOR


def _view(d: Driver, viewer: int) -> dict:
    return d.game.spectator_view() if viewer == SPECTATOR else d.game.view(viewer)


def library_known(d: Driver, viewer: int, owner: int) -> list[tuple[int, str]]:
    """The cards of ``owner``'s library ``viewer`` knows, with their places."""
    return [(c["position"], c["name"])
            for c in _view(d, viewer)["players"][owner].get("library_known", ())]


def hand_known(d: Driver, viewer: int, owner: int) -> list[str]:
    """The cards of another player's hand ``viewer`` knows."""
    return sorted(c["name"] for c in _view(d, viewer)["players"][owner].get("hand_known", ()))


@pytest.mark.card("Revenge of the Drowned")
def test_a_creature_put_on_the_bottom_of_a_library_is_known_there_to_all() -> None:
    """CR 400.2, 400.7: Revenge of the Drowned's target goes from the battlefield to the bottom
    of its owner's library in sight of all: every player (and anyone watching) knows the
    bottom card is that Glory Seeker, and still knows it, one place higher, once a card above
    it is drawn; every log names the move and links it to the new object in the library,
    as they know it there (manastack.log_links), whose id the views' known cards don't show."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island", "Forest", "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Revenge of the Drowned", targets=[seeker])
    d.resolve()
    d.choose("bottom", player=1)
    notes = Describer(d.game, 0, "ja").player_notes(d.game.view(0)["players"][1])
    assert any(n.startswith("ライブラリーにあると分かっているカード") and "上から4枚目" in n
               for n in notes)
    bottom = d.state.players[1].library[-1]
    for viewer in (0, 1, SPECTATOR):
        assert library_known(d, viewer, 1) == [(3, "Glory Seeker")]
        assert [c["id"] for c in _view(d, viewer)["players"][1]["library_known"]] == [None]
        moved = [e for e in _view(d, viewer)["log"] if e.get("from_object") == seeker]
        assert [(e["to"], e["card"], e["object"]) for e in moved] == \
            [("library", "Glory Seeker", bottom)]
    check_hidden_information(d.game)
    d.pass_until("precombat_main", turn=4)
    for viewer in (0, 1, SPECTATOR):
        assert library_known(d, viewer, 1) == [(2, "Glory Seeker")]


@pytest.mark.card("Erratic Explosion")
def test_a_single_revealed_card_put_on_the_bottom_is_known_there_to_all() -> None:
    """CR 701.20a: Erratic Explosion reveals Shock, the top card, and puts it on the bottom
    alone: every player knows the bottom card is Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Shock", "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    for viewer in (0, 1, SPECTATOR):
        assert library_known(d, viewer, 0) == [(2, "Shock")]


@pytest.mark.card("Erratic Explosion")
def test_revealed_cards_put_on_the_bottom_in_an_order_chosen_are_known_there_to_that_player(
) -> None:
    """CR 401.4, 701.20d: Erratic Explosion reveals Forest, Island and Shock and its caster
    puts them on the bottom in the order they choose, without revealing it: they know which
    card is where; the other player, who saw the cards, no longer knows which is which."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "Island", "Shock", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.expect("order_cards")
    for name in ("Shock", "Forest", "Island"):
        if d.decision.kind == "order_cards":
            d.choose(d.find(name, zone="library", player=0))
    d.expect("priority")
    assert [d.game.card(c).name for c in d.state.players[0].library] == \
        ["Swamp", "Shock", "Forest", "Island"]
    assert library_known(d, 0, 0) == [(1, "Shock"), (2, "Forest"), (3, "Island")]
    assert library_known(d, 1, 0) == []
    assert library_known(d, SPECTATOR, 0) == []
    check_hidden_information(d.game)


@pytest.mark.card("Riptide Shapeshifter")
def test_revealed_cards_shuffled_into_a_library_are_known_there_to_nobody() -> None:
    """CR 701.24a: Riptide Shapeshifter reveals cards until a Soldier and shuffles the rest
    into the library: every player saw them, and no player knows where they are."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Shapeshifter", "Island", "Island", "Island", "Island")
    s.library(0, "Shock", "Forest", "Glory Seeker", "Island")
    d = Driver(s.build())
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Soldier")
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "battlefield"
    for viewer in (0, 1, SPECTATOR):
        assert library_known(d, viewer, 0) == []


@pytest.mark.card("Duress")
def test_a_revealed_hand_stays_known_while_each_card_stays_in_it() -> None:
    """CR 701.20a, 400.7: Duress reveals player 1's hand; the cards left there stay known to
    every player, in their views, until each leaves; a card drawn later is not known to
    player 0, who then can't tell the Island played from it (CR 402.3: it might be another
    Island), so their log doesn't link the land played to the card revealed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.library(0, "Swamp", "Swamp")
    s.hand(1, "Glory Seeker", "Island", "Shock")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    for viewer in (0, SPECTATOR):
        assert hand_known(d, viewer, 1) == ["Glory Seeker", "Island"]
    check_hidden_information(d.game)
    notes = Describer(d.game, 0, "en").player_notes(d.game.view(0)["players"][1])
    assert any(n.startswith("known in hand: ") and "Glory Seeker" in n for n in notes)
    d.pass_until("precombat_main", turn=4)
    assert d.game.view(0)["players"][1]["hand_count"] == 3
    assert hand_known(d, 0, 1) == ["Glory Seeker", "Island"]
    island = d.find("Island", zone="hand", player=1)
    d.play_land(1, "Island")
    assert hand_known(d, 0, 1) == ["Glory Seeker"]
    played = [e for e in d.game.view(0)["log"] if e["kind"] == "zone_change"][-1]
    assert (played["card"], played["from_object"]) == ("Island", None)
    assert island not in d.state.objects
    played = [e for e in d.game.view(1)["log"] if e["kind"] == "zone_change"][-1]
    assert (played["card"], played["from_object"]) == ("Island", island)
    check_hidden_information(d.game)


def _spy_network() -> Driver:
    """Player 0's Spy Network on player 1 resolved, the looked-at cards of player 0's library
    put back in the order offered: player 0 has looked at Smother in player 1's hand and at
    Krosan Tusker on top of their library (CR 701.20e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.hand(1, "Smother")
    s.library(1, "Krosan Tusker", "Island")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    while d.decision.kind == "order_cards":
        d.take_first("order_cards")
    return d


@pytest.mark.card("Spy Network")
def test_a_hand_and_a_top_card_looked_at_are_known_to_the_looker_only() -> None:
    """CR 701.20e, 400.7: Spy Network's caster looks at player 1's hand and top card: they
    know Smother in that hand and Krosan Tusker on top of that library, and the Tusker in the
    hand once player 1 draws it; player 1's view and a spectator's show none of it."""
    d = _spy_network()
    assert hand_known(d, 0, 1) == ["Smother"]
    assert library_known(d, 0, 1) == [(0, "Krosan Tusker")]
    assert hand_known(d, SPECTATOR, 1) == [] and library_known(d, SPECTATOR, 1) == []
    assert library_known(d, 1, 1) == []
    check_hidden_information(d.game)
    d.pass_until("precombat_main", turn=4)
    assert hand_known(d, 0, 1) == ["Krosan Tusker", "Smother"]
    assert library_known(d, 0, 1) == []


@pytest.mark.card("Spy Network")
def test_cards_looked_at_and_put_back_in_any_order_are_known_there_to_the_player() -> None:
    """CR 401.4, 701.20e: Spy Network's caster puts the top four cards of their library back
    in the order they choose: they know each of them where it is; nobody else does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library", player=0))
    assert library_known(d, 0, 0) == \
        [(0, "Mountain"), (1, "Swamp"), (2, "Island"), (3, "Forest")]
    assert library_known(d, 1, 0) == [] and library_known(d, SPECTATOR, 0) == []


@pytest.mark.card("Fading Hope")
def test_a_creature_returned_to_its_owners_hand_is_known_there_to_all() -> None:
    """CR 400.2, 400.7: Fading Hope returns player 1's Glory Seeker to their hand in sight of
    all: every player knows that card of the hand and every log names the move and links it
    to the card in the hand, as they know it there (manastack.log_links)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fading Hope", targets=[seeker])
    d.resolve()
    d.choose("top")  # scry 1
    card = d.find("Glory Seeker", zone="hand")
    for viewer in (0, 1, SPECTATOR):
        if viewer != 1:
            assert hand_known(d, viewer, 1) == ["Glory Seeker"]
        moved = [e for e in _view(d, viewer)["log"] if e.get("from_object") == seeker]
        assert [(e["to"], e["card"], e["object"]) for e in moved] == \
            [("hand", "Glory Seeker", card)]
    check_hidden_information(d.game)


def _delver_reveals(top: str, extra: tuple[str, ...] = ()) -> Driver:
    """Player 0's Delver of Secrets reveals ``top``, the top card of their library, in their
    upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, "Delver of Secrets", *extra)
    s.library(0, top, "Island", "Plains")
    s.library(1, "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "may":
        d.pass_priority()
    d.choose(True)
    return d


@pytest.mark.card("Delver of Secrets")
def test_a_card_revealed_on_top_of_a_library_is_known_there_then_in_the_hand() -> None:
    """CR 701.20a, 400.7: the Shock Delver of Secrets reveals is known to every player on top
    of the library, and in its owner's hand once drawn."""
    d = _delver_reveals("Shock")
    while d.state.stack:
        d.pass_priority()
    for viewer in (1, SPECTATOR):
        assert library_known(d, viewer, 0) == [(0, "Shock")]
    d.pass_until("draw")
    for viewer in (1, SPECTATOR):
        assert library_known(d, viewer, 0) == []
        assert hand_known(d, viewer, 0) == ["Shock"]
    check_hidden_information(d.game)


@pytest.mark.card("Information Dealer")
def test_a_revealed_card_put_back_among_others_in_any_order_is_known_to_its_arranger_only(
) -> None:
    """CR 401.4, 701.20d: Delver of Secrets reveals Forest on top; Information Dealer's owner
    looks at the top two cards (two Wizards) and puts them back in any order: player 1 no
    longer knows where the Forest is; player 0 knows both cards."""
    d = _delver_reveals("Forest", ("Information Dealer",))
    while d.state.stack:
        d.pass_priority()
    assert library_known(d, 1, 0) == [(0, "Forest")]
    d.activate(0, "Information Dealer")
    d.resolve()
    d.choose(d.find("Island", zone="library", player=0))
    assert library_known(d, 0, 0) == [(0, "Island"), (1, "Forest")]
    assert library_known(d, 1, 0) == []
    assert library_known(d, SPECTATOR, 0) == []
    check_hidden_information(d.game)


@pytest.mark.card("Arcane Infusion")
def test_a_card_revealed_into_a_hand_is_known_there_and_the_rest_put_at_random_are_not(
) -> None:
    """CR 701.20a, 400.7, 401.4: Arcane Infusion's caster looks at four cards, reveals Shock
    and puts it into their hand: player 1 knows that card of the hand. The other three go to
    the bottom in a random order: not even the caster knows which is where."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Forest", "Shock", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    d.expect("priority")
    assert hand_known(d, 1, 0) == ["Shock"]
    assert hand_known(d, SPECTATOR, 0) == ["Shock"]
    for viewer in (0, 1):
        assert library_known(d, viewer, 0) == []
    check_hidden_information(d.game)


@pytest.mark.card("Aetherspouts")
def test_creatures_put_on_top_together_are_known_there_to_their_owner_only() -> None:
    """CR 401.4: Aetherspouts: player 0 puts two attacking creatures on top of their library,
    in an order they don't reveal, and a third alone at the bottom: player 1 knows the bottom
    card only; player 0 knows all three where they are."""
    s = Scenario(seed=1)
    s.battlefield(1, *(["Island"] * 5))
    s.hand(1, "Aetherspouts")
    for p in range(2):
        s.library(p, "Plains", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", "Wretched Anurid", "Severed Legion")
    d = Driver(s.build())
    seeker, anurid, legion = (d.find(n) for n in
                              ("Glory Seeker", "Wretched Anurid", "Severed Legion"))
    d.to_combat()
    d.attack([seeker, anurid, legion], defender=1)
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Aetherspouts")
    while d.decision.kind == "priority":
        d.pass_priority()
    while d.decision.kind == "top_or_bottom":
        about = dict(d.decision.data)["source"]
        d.choose("bottom" if about == legion else "top", player=0)
    d.choose(anurid)  # the top card of the two
    d.expect("priority")
    assert library_known(d, 0, 0) == \
        [(0, "Wretched Anurid"), (1, "Glory Seeker"), (5, "Severed Legion")]
    for viewer in (1, SPECTATOR):
        assert library_known(d, viewer, 0) == [(5, "Severed Legion")]
    check_hidden_information(d.game)


@pytest.mark.card("Blackmail")
def test_cards_revealed_from_a_hand_stay_known_there_the_others_do_not() -> None:
    """CR 701.20a: Blackmail's target reveals three of their four cards; the caster chooses
    one to discard: the two others revealed stay known to every player in that hand, the card
    not revealed doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Glory Seeker", "Island", "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    for name in ("Glory Seeker", "Island", "Shock"):
        d.choose(d.find(name, zone="hand"), player=1)
    d.choose(d.find("Shock", zone="hand"), player=0)
    d.expect("priority")
    for viewer in (0, SPECTATOR):
        assert hand_known(d, viewer, 1) == ["Glory Seeker", "Island"]
    check_hidden_information(d.game)


def test_the_cards_put_on_the_bottom_after_a_mulligan_are_known_to_their_owner_only() -> None:
    """CR 103.5, 400.2, 701.24a: after a mulligan, player 0 puts a Forest on the bottom of
    their library and knows it there, until their next mulligan shuffles it away; then they
    put two cards on the bottom, one after the other, and know those two, in that order;
    player 1 knows none of them."""
    d = Driver(Game.new([["Forest"] * 20 + ["Glory Seeker"] * 20] * 2, seed=3))
    d.choose(0)
    d.choose("mulligan")
    d.choose("keep")
    d.expect("bottom_cards")
    hand = d.state.players[0].hand
    forest = next(c for c in hand if d.game.card(c).name == "Forest")
    seeker = next(c for c in hand if d.game.card(c).name == "Glory Seeker")
    d.choose(forest)
    assert library_known(d, 0, 0) == [(33, "Forest")]
    assert library_known(d, 1, 0) == []
    d.expect("mulligan")
    d.choose("mulligan")
    d.expect("bottom_cards")
    for card in (d.state.players[0].hand[:2]):
        d.choose(card)
    bottom = [d.game.card(c).name for c in d.state.players[0].library[-2:]]
    known = library_known(d, 0, 0)
    assert [name for _, name in known] == bottom and [p for p, _ in known] == [33, 34]
    assert library_known(d, 1, 0) == []
    assert seeker not in d.state.objects


@pytest.mark.card("Rootcoil Creeper")
def test_a_card_returned_from_exile_to_a_hand_is_known_there_to_all() -> None:
    """CR 400.2, 400.7: Rootcoil Creeper returns Homestead Courage from exile, a public zone,
    to its owner's hand: every player knows that card of the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rootcoil Creeper", "Forest", "Island")
    s.exile(0, "Homestead Courage")
    d = Driver(s.build())
    d.activate(0, "Rootcoil Creeper", targets=[d.find("Homestead Courage")], index=2)
    d.resolve()
    assert d.zone_of("Homestead Courage") == "hand"
    for viewer in (1, SPECTATOR):
        assert hand_known(d, viewer, 0) == ["Homestead Courage"]


@pytest.mark.card("Wall of Mourning")
def test_a_card_exiled_face_down_put_into_a_hand_is_known_to_nobody_else() -> None:
    """CR 406.3, 400.7: the card Wall of Mourning exiled face down, which nobody could look
    at, is put into its owner's hand: they see it there (their hand); the other player
    doesn't know it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, "Wall of Mourning")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Wall of Mourning")
    d.resolve()
    d.resolve()  # the enters trigger exiles the Forest face down
    while d.state.step.label != "end":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.resolve()  # coven: the card goes to the hand
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
    assert hand_known(d, 1, 0) == [] and hand_known(d, SPECTATOR, 0) == []
    check_hidden_information(d.game)


@pytest.mark.card("Head Games")
@pytest.mark.card("Duress")
@pytest.mark.parametrize("revealed", [False, True])
def test_a_card_put_from_a_hand_onto_a_library_is_known_there_to_who_knew_it(
        revealed: bool) -> None:
    """CR 400.7, 810.5: in Two-Headed Giant, Head Games makes player 2 put their one card,
    Glory Seeker, on top of their library: player 2 and their teammate, who saw it in that
    hand, know it there; the other team knows it only if Duress revealed that hand first.
    Player 0, searching that library, looks at all its cards (CR 701.23a): they know each."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Head Games", "Duress")
    s.hand(2, "Glory Seeker")
    s.library(2, "Island", "Forest")
    d = Driver(s.build())
    if revealed:
        d.cast(0, "Duress", targets=[2])
        d.resolve()
        assert hand_known(d, 1, 2) == ["Glory Seeker"]
    d.cast(0, "Head Games", targets=[2])
    d.resolve()
    d.expect("search")
    for viewer in (2, 3):
        assert library_known(d, viewer, 2) == [(0, "Glory Seeker")]
    for viewer in (1, SPECTATOR):
        assert library_known(d, viewer, 2) == ([(0, "Glory Seeker")] if revealed else [])
    assert library_known(d, 0, 2) == [(0, "Glory Seeker"), (1, "Island"), (2, "Forest")]


@pytest.mark.card("Pack's Betrayal")
def test_a_known_card_scried_with_another_is_known_to_the_scrying_player_only() -> None:
    """CR 701.22a, 401.4, 701.20d: Revenge of the Drowned puts player 0's Glory Seeker on top
    of their library in sight of all; then player 0 scries 2 (Pack's Betrayal, with a Wolf)
    and puts it on the bottom and the other card on top: player 1 can't tell which card went
    where, so no longer knows where Glory Seeker is; player 0 knows both."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.token(0, "Wolf")
    s.hand(0, "Pack's Betrayal")
    s.library(0, "Island", "Forest")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Elvish Warrior")
    s.hand(1, "Revenge of the Drowned")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.cast(1, "Revenge of the Drowned", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("top", player=0)
    for viewer in (0, 1):
        assert library_known(d, viewer, 0) == [(0, "Glory Seeker")]
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    while d.decision.kind == "scry":
        about = dict(d.decision.data).get("card")
        d.choose("bottom" if d.game.card(about).name == "Glory Seeker" else "top")
    assert [d.game.card(c).name for c in d.state.players[0].library] == \
        ["Island", "Forest", "Glory Seeker"]
    assert library_known(d, 0, 0) == [(0, "Island"), (2, "Glory Seeker")]
    assert library_known(d, 1, 0) == []


@pytest.mark.card("Daru Lancer")
def test_a_card_cast_face_down_from_a_known_hand_leaves_nothing_known_of_that_hand() -> None:
    """CR 402.3, 708.2a, 400.2: Duress reveals player 1's hand; player 1 then casts Daru
    Lancer face down from it. Nobody else sees which card of the hand became the face-down
    spell, so player 0 no longer knows any card of that hand (the cards left would tell which
    one went), and the log doesn't name the spell."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.library(0, "Swamp", "Swamp")
    s.hand(1, "Krosan Tusker", "Daru Lancer", "Island", "Shock")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    assert hand_known(d, 0, 1) == ["Daru Lancer", "Island", "Krosan Tusker"]
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Daru Lancer", method="face_down")
    for viewer in (0, SPECTATOR):
        assert hand_known(d, viewer, 1) == []
    cast = [e for e in d.game.view(0)["log"] if e["kind"] == "cast"][-1]
    assert cast["card"] is None and cast["from_object"] is None
    check_hidden_information(d.game)


@pytest.mark.card("Blackmail")
@pytest.mark.parametrize("played", [0, 1])
def test_a_card_of_a_known_name_leaving_a_hand_leaves_one_fewer_known(played: int) -> None:
    """CR 402.3: Blackmail reveals one of player 1's two Islands (with Shock, discarded, and
    Glory Seeker). Whichever Island player 1 then plays, player 0 can't tell it from the one
    they saw: they know one Island fewer in that hand, the same either way."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.library(0, "Swamp", "Swamp")
    s.hand(1, "Glory Seeker", "Island", "Shock", "Island")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    islands = d.ids("Island", zone="hand", player=1)
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    for card in (islands[0], d.find("Shock", zone="hand"), d.find("Glory Seeker")):
        d.choose(card, player=1)
    d.choose(d.find("Shock", zone="hand"), player=0)
    assert hand_known(d, 0, 1) == ["Glory Seeker", "Island"]
    d.pass_until("precombat_main", turn=4)
    d.act(1, PlayLand(islands[played]))
    for viewer in (0, SPECTATOR):
        assert hand_known(d, viewer, 1) == ["Glory Seeker"]
    check_hidden_information(d.game)


@pytest.mark.card("Blackmail")
def test_two_known_cards_of_a_name_and_a_third_played_leave_one_known() -> None:
    """CR 402.3: Blackmail reveals two of player 1's three Islands (and Glory Seeker, which is
    discarded); player 1 plays the third Island: player 0 can't tell it from the two they saw,
    and knows one Island in that hand now."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.library(0, "Swamp", "Swamp")
    s.hand(1, "Island", "Island", "Glory Seeker", "Island")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    islands = d.ids("Island", zone="hand", player=1)
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    for card in (islands[0], islands[1], d.find("Glory Seeker")):
        d.choose(card, player=1)
    d.choose(d.find("Glory Seeker"), player=0)
    assert hand_known(d, 0, 1) == ["Island", "Island"]
    d.pass_until("precombat_main", turn=4)
    d.act(1, PlayLand(islands[2]))
    assert hand_known(d, 0, 1) == ["Island"]


@pytest.mark.card("Head Games")
@pytest.mark.card("Duress")
def test_cards_put_from_a_known_hand_onto_a_library_are_not_named_to_the_others() -> None:
    """CR 402.3, 401.4: Duress reveals player 1's two creature cards; Head Games makes player
    1 put both on top of their library, face down and in an order they don't reveal: player
    0's log doesn't name the cards moving, and player 0 knows them on the library only by
    searching it (CR 701.23a: they look at all its cards), player 1 by having put them there."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Head Games", "Duress")
    s.hand(1, "Glory Seeker", "Wirewood Savage")
    s.library(1, "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert hand_known(d, 0, 1) == ["Glory Seeker", "Wirewood Savage"]
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    d.expect("search")
    moved = [e for e in d.game.view(0)["log"]
             if e["kind"] == "zone_change" and e["from"] == "hand" and e["to"] == "library"]
    assert [e["card"] for e in moved] == [None, None]
    assert library_known(d, 1, 1) == [
        (0, d.game.card(d.state.players[1].library[0]).name),
        (1, d.game.card(d.state.players[1].library[1]).name)]
    assert library_known(d, 0, 1) == [
        (i, d.game.card(c).name) for i, c in enumerate(d.state.players[1].library)]
    assert library_known(d, SPECTATOR, 1) == []


@pytest.mark.card("Temple of Deceit")
@pytest.mark.card("Evolving Wilds")
def test_a_card_scried_to_the_top_is_unknown_even_to_its_scryer_once_a_search_shuffles() -> None:
    """CR 701.22a, 701.20e: Temple of Deceit's scry 1 keeps Glory Seeker on top: player 0
    knows it there, player 1 and a spectator don't. CR 701.23a: Evolving Wilds' search looks
    at every card of the library: player 0 knows each while searching, follows the Swamp
    found from the library (their log links it; the others' don't), and once the library is
    shuffled knows no card of it, Glory Seeker included (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.hand(0, "Temple of Deceit")
    s.library(0, "Glory Seeker", "Shock", "Swamp", "Forest")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.play_land(0, "Temple of Deceit")
    d.resolve()
    d.expect("scry")
    d.choose("top")
    assert library_known(d, 0, 0) == [(0, "Glory Seeker")]
    assert library_known(d, 1, 0) == [] and library_known(d, SPECTATOR, 0) == []
    d.activate(0, "Evolving Wilds")
    d.resolve()
    d.expect("search")
    assert library_known(d, 0, 0) == [
        (0, "Glory Seeker"), (1, "Shock"), (2, "Swamp"), (3, "Forest")]
    assert library_known(d, 1, 0) == [] and library_known(d, SPECTATOR, 0) == []
    swamp = d.find("Swamp", zone="library")
    d.choose(swamp)
    for viewer in (0, 1, SPECTATOR):
        assert library_known(d, viewer, 0) == []
        [found] = [e for e in _view(d, viewer)["log"]
                   if e["kind"] == "zone_change" and e["from"] == "library"]
        assert (found["card"], found["from_object"]) == \
            ("Swamp", swamp if viewer == 0 else None)
    check_hidden_information(d.game)


@pytest.mark.card("Spy Network")
def test_a_clone_and_a_replay_keep_what_each_player_knows_and_learn_apart() -> None:
    """CR 701.20e: after Spy Network, player 0 knows Smother in player 1's hand and Krosan
    Tusker on top of their library. A clone of the game and a replay of it (``to_json``,
    ``from_json``) give every player the same views, log included; the clone then goes on
    alone: player 1 draws the Tusker there (player 0 follows it into the hand), while in the
    original it stays known on top of the library."""
    d = _spy_network()
    copies = (Driver(d.game.clone()), Driver(Game.from_json(d.game.to_json())))
    for copy in copies:
        for viewer in (0, 1, SPECTATOR):
            assert _view(copy, viewer) == _view(d, viewer)
    clone = copies[0]
    clone.pass_until("precombat_main", turn=4)
    assert hand_known(clone, 0, 1) == ["Krosan Tusker", "Smother"]
    assert library_known(clone, 0, 1) == []
    assert hand_known(d, 0, 1) == ["Smother"]
    assert library_known(d, 0, 1) == [(0, "Krosan Tusker")]
    assert hand_known(d, SPECTATOR, 1) == [] and library_known(d, SPECTATOR, 1) == []
