"""What the player deciding a scry, a search or a look at the top of a library is told, and
what each player's log says of it: the cards looked at or searched through are named to that
player only (CR 701.20e, 701.22a, 701.23a, 401.4); cards revealed are named to everyone
(CR 701.20a)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.rules.test_scry_card_rulings import betrayal

from .test_log_knowledge import entries


def test_scry_asks_about_each_card_by_name_and_orders_the_bottom_then_the_top() -> None:
    """CR 701.22a: scry 2 (Pack's Betrayal with a Wolf): the player is asked about the top
    card, then the next, each named in the decision; both put on the bottom, they are ordered
    from the top down; both kept on top, the first chosen ends up on top."""
    d = betrayal(("Forest", "Island", "Plains"))
    forest, island = d.find("Forest", zone="library"), d.find("Island", zone="library")
    dec = d.expect("scry")
    assert dec.prompt == "Put this card on top or bottom" and dict(dec.data)["card"] == forest
    d.choose("bottom")
    assert dict(d.expect("scry").data)["card"] == island
    d.choose("bottom")
    assert d.expect("order_cards").prompt == \
        "Choose the next card for the bottom of your library, from the top down"
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("top")
    d.choose("top")
    assert d.expect("order_cards").prompt == \
        "Choose the card to put on top next (the first chosen ends up on top)"


def test_the_scrying_player_alone_sees_the_cards_and_everyone_sees_how_many() -> None:
    """CR 701.22a, 701.20e: the log names the two cards looked at to the scrying player only;
    both players' logs say that player scried 2, whether the cards went on top or bottom."""
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("bottom")
    d.choose("bottom")
    d.choose(d.find("Island", zone="library"))
    assert [e["cards"] for e in entries(d, 0, "look")] == [["Forest", "Island"]]
    assert [e["cards"] for e in entries(d, 1, "look")] == [None]
    for p in (0, 1):
        assert [(e["player"], e["amount"]) for e in entries(d, p, "scry")] == [(0, 2)]


def test_a_search_names_the_library_searched_and_what_for() -> None:
    """CR 701.23a: Evolving Wilds searches for a basic land card in the player's own
    library; Supreme Inquisitor's controller searches the target player's library for up to
    five cards. The searcher's log names the cards of the library searched, the other player's
    doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    d.resolve()
    assert d.expect("search").prompt == "Search your library for a basic land card"
    assert [e["cards"] for e in entries(d, 0, "search")] == [["Glory Seeker", "Island"]]
    assert [e["cards"] for e in entries(d, 1, "search")] == [None]
    wizards = ("Supreme Inquisitor", "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter",
               "Information Dealer")
    s = Scenario(seed=2)
    s.battlefield(0, *wizards)
    s.library(0, "Island")
    s.library(1, "Shock", "Forest")
    d = Driver(s.build())
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=[d.find(n) for n in wizards])
    d.resolve()
    dec = d.expect("search")
    assert dec.player == 0
    assert dec.prompt == f"Search {d.state.players[1].name}'s library for up to five cards"
    for p in (0, 1):  # player 0 searched player 1's library; only player 0 saw its cards
        assert [(e["player"], e["owner"]) for e in entries(d, p, "search")] == [(0, 1)]
    assert [e["cards"] for e in entries(d, 0, "search")] == [["Shock", "Forest"]]


def test_a_card_taken_and_revealed_is_named_to_everyone() -> None:
    """CR 701.20a, 701.20e: Tapping at the Window: its caster looks at the top three cards
    (named to them only), is asked to choose a creature card among them, and reveals it: both
    players' logs name the Glory Seeker revealed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker", "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    assert d.decision.prompt == "Choose a card to put into your hand"
    d.choose(d.find("Glory Seeker", zone="library"))
    assert [e["cards"] for e in entries(d, 0, "look")] == [["Shock", "Glory Seeker", "Island"]]
    assert [e["cards"] for e in entries(d, 1, "look")] == [None]
    for p in (0, 1):
        assert [e["card"] for e in entries(d, p, "reveal")] == ["Glory Seeker"]


def test_the_rest_go_to_the_bottom_in_an_order_the_player_chooses() -> None:
    """CR 401.4: Teferi, Who Slows the Sunset's −2 puts one of the top three cards into its
    controller's hand and the other two on the bottom in any order: the player is asked which
    goes to the bottom first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=1)
    d.resolve()
    d.choose(d.find("Island", "library"))
    dec = d.expect("order_cards")
    assert dec.prompt == "Choose the next card to put on the bottom of the library"
    assert {a.value for a in dec.actions} == {d.find("Forest", "library"),
                                              d.find("Swamp", "library")}


def test_a_search_that_finds_nothing_is_asked_all_the_same() -> None:
    """CR 401.2, 701.23b: Evolving Wilds searches for a basic land card. With none in the
    library its controller is still asked (only "none" to answer), so player 1 sees the same
    decision whether or not the library holds one, and learns nothing of it."""
    seen = []
    for library in (["Shock", "Glory Seeker", "Forest"], ["Shock", "Glory Seeker", "Shock"]):
        s = Scenario(seed=1)
        s.battlefield(0, "Evolving Wilds")
        s.library(0, *library)
        s.library(1, "Island")
        d = Driver(s.build())
        d.activate(0, "Evolving Wilds")
        d.resolve()
        d.expect("search")
        seen.append(([None if a.value is None else d.game.card(a.value).name  # type: ignore[attr-defined]
                      for a in d.decision.actions], d.game.view(1)["decision"]["kind"]))
        d.choose(None)
        assert d.decision.kind == "priority" and not d.state.stack
    assert seen == [(["Forest", None], "search"), ([None], "search")]


def _first_look_prompt(spell: str, *lands: str, targets: tuple[int, ...] = ()) -> str:
    """The question asked as ``spell`` (cast by player 0 with ``lands``) has its caster
    choose among the cards looked at."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, spell)
    s.library(0, "Glory Seeker", "Elvish Warrior", "Island", "Forest", "Plains", "Swamp")
    s.library(1, "Shock", "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, spell, targets=list(targets))
    d.resolve()
    return d.expect("choose_cards").prompt


def test_the_question_says_where_the_chosen_card_goes() -> None:
    """"Put one of them into your graveyard" isn't "take one": the question names what
    happens to the card chosen among those looked at (CR 701.20e's looked-at cards): into the
    graveyard (Celestus Sanctifier, as day becomes night), onto the battlefield (Storm the
    Festival), exiled face down (Siphon Insight)."""
    assert _first_look_prompt("Storm the Festival", *["Forest"] * 6) == \
        "Choose a card to put onto the battlefield"
    assert _first_look_prompt("Siphon Insight", "Island", "Swamp", targets=(1,)) == \
        "Choose a card to exile face down"
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier")
    s.library(0, "Island", "Forest", "Swamp")
    s.library(1, "Plains", "Plains")
    s.day_night("day")
    d = Driver(s.build())
    while d.decision.kind in ("priority", "declare_attackers", "declare_blockers"):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.attack([]) if d.decision.kind == "declare_attackers" else d.block({})
    assert d.expect("choose_cards").prompt == "Choose a card to put into the graveyard"
