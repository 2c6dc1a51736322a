"""The Japanese questions of library decisions say what the English ones say: which end of
the library cards being ordered go to and which way the order runs (CR 401.4, 701.22a), and
where a card chosen among those looked at goes (CR 701.20e) — not a bare "choose the order" or
"choose a card". The web client gets the same precise question through the decision's
``variant`` (``d_<kind>_<variant>``), shown to the deciding player only."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.messages import msg
from tests.rules.test_scry_card_rulings import betrayal

TOP = "ライブラリーの一番上に置くカードを上から順に選んでください（最初に選んだカードが一番上になります）。"
BOTTOM = "ライブラリーの一番下に置くカードを上から順に選んでください（最後に選んだカードが一番下になります）。"


def _ja(d: Driver) -> str:
    """The Japanese question of the pending decision, as its player reads it."""
    dec = d.decision
    return Describer(d.game, dec.player, "ja").prompt(dec.kind, dec.prompt)


def _variant(d: Driver, player: int) -> str | None:
    decision = d.game.view(player)["decision"]
    return decision.get("variant") if decision else None


def test_scry_orders_the_bottom_cards_then_the_top_cards_each_said_in_japanese() -> None:
    """CR 701.22a: scry 2 (Pack's Betrayal with a Wolf), both to the bottom: ordered from the
    top down, the question says so; both kept on top: the first chosen ends on top."""
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("bottom")
    d.choose("bottom")
    d.expect("order_cards")
    assert _ja(d).startswith(BOTTOM)
    assert _variant(d, 0) == "bottom" and _variant(d, 1) is None
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("top")
    d.choose("top")
    d.expect("order_cards")
    assert _ja(d).startswith(TOP)
    assert _variant(d, 0) == "top"


def test_cards_put_back_on_top_in_any_order_are_asked_for_from_the_top() -> None:
    """CR 401.4: Aven Fateshaper's ability looks at the top four and puts them back in any
    order: the first chosen goes on top, and the Japanese question says so."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, "Shock", "Forest", "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    assert _ja(d) == msg("prompt_about", "ja", prompt=TOP, about="運命をかたどるエイヴンの能力")


def test_revealed_cards_put_on_the_bottom_in_any_order_are_asked_for_from_the_top_down() -> None:
    """CR 401.4: Erratic Explosion puts the revealed cards on the bottom in any order."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "Plains", "Shock")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.expect("order_cards")
    assert _ja(d) == msg("prompt_about", "ja", prompt=BOTTOM, about="うつろう爆発")


def test_a_card_taken_into_the_hand_then_the_rest_to_the_bottom() -> None:
    """Teferi, Who Slows the Sunset's −2: "Put one of them into your hand and the rest on
    the bottom of your library in any order": the first question says the card goes to the
    hand, the second that the rest go to the bottom."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=1)
    d.resolve()
    d.expect("choose_cards")
    assert _ja(d).startswith("手札に加えるカードを選んでください。")
    assert _variant(d, 0) == "hand"
    d.choose(d.find("Island", "library"))
    d.expect("order_cards")
    assert _ja(d).startswith(BOTTOM)


def test_where_the_card_chosen_goes_graveyard_battlefield_exile_face_down() -> None:
    """Rummaging Wizard puts the card looked at into the graveyard; Storm the Festival puts
    permanent cards onto the battlefield; Siphon Insight exiles one face down."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rummaging Wizard", "Island", "Island", "Island")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, "Rummaging Wizard")
    d.resolve()
    d.expect("choose_cards")
    assert _ja(d).startswith("墓地に置くカードを選んでください。")

    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Glory Seeker", "Forest", "Shock", "Plains", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.expect("choose_cards")
    assert _ja(d).startswith("戦場に出すカードを選んでください。")

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(1, "Shock", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.expect("choose_cards")
    assert _ja(d).startswith("裏向きに追放するカードを選んでください。")
    assert _variant(d, 0) == "exile_face_down" and _variant(d, 1) is None


def test_the_english_question_is_still_the_engine_s_own() -> None:
    """In English the engine's own words stay: the variant only picks a Japanese sentence."""
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("top")
    d.choose("top")
    dec = d.expect("order_cards")
    assert Describer(d.game, 0, "en").prompt(dec.kind, dec.prompt).startswith(
        "Choose the card to put on top next (the first chosen ends up on top)")


def _spouts_both(end: str) -> Driver:
    """Player 0 attacks with two creatures; player 1's Aetherspouts resolves and player 0
    puts both on the ``end`` of their library."""
    s = Scenario(seed=1)
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Aetherspouts")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", "Wretched Anurid")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Wretched Anurid")], defender=1)
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Aetherspouts")
    while d.decision.kind == "priority":
        d.pass_priority()
    while d.decision.kind == "top_or_bottom":
        d.choose(end, player=0)
    d.expect("order_cards")
    return d


def test_attackers_put_on_the_same_end_are_arranged_by_their_owner_from_the_top() -> None:
    """CR 401.4 (Aetherspouts, MIC-OR-0143): both on top, the first chosen ends on top; both
    at the bottom, the last chosen ends at the bottom; the Japanese question says which."""
    d = _spouts_both("top")
    assert _ja(d) == msg("prompt_about", "ja", prompt=TOP, about="霊気渦竜巻")
    d = _spouts_both("bottom")
    assert _ja(d) == msg("prompt_about", "ja", prompt=BOTTOM, about="霊気渦竜巻")
    assert _variant(d, 0) == "bottom" and _variant(d, 1) is None
