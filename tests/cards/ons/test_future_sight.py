"""Future Sight — {2}{U}{U}{U} Enchantment.

Oracle: "Play with the top card of your library revealed. / You may play lands and cast
spells from the top of your library."
Rulings covered: ONS-FAQ-184, ONS-FAQ-185, ONS-FAQ-186, ONS-FAQ-187, ONS-FAQ-188,
ONS-FAQ-189.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Future Sight")


def setup(*library: str, active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.library(0, *library)
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island")
    s.at("main", active=active, turn=3 + active)
    return Driver(s.build())


def top_view(d: Driver, viewer: int) -> object:
    return d.game.view(viewer)["players"][0].get("library_top", {}).get("name")


@pytest.mark.ruling("ONS-FAQ-189")
def test_top_card_revealed_and_castable_then_the_next_is_revealed() -> None:
    """CR 701.18c, 701.18d, 401.5: Future Sight has its controller "play with" the top card of
    their library revealed: the opponent sees Shock on top; the card printed "play the top
    card" reads "cast spells from the top" in its Oracle text, and Shock is cast from there;
    the next card, Forest, is revealed at once."""
    d = setup("Shock", "Forest", "Smother")
    assert top_view(d, 1) == "Shock"
    d.cast(0, d.find("Shock", zone="library"), targets=[1], method="from_library")
    assert top_view(d, 1) == "Forest"  # revealed at once
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.ruling("ONS-FAQ-185", "ONS-OR-0073")
def test_land_from_the_top_uses_the_land_play() -> None:
    d = setup("Forest", "Forest", "Smother")
    first = d.find("Forest", zone="library")
    assert PlayLand(first) in d.game.legal_actions()
    d.act(0, PlayLand(first))
    second = d.state.players[0].library[0]
    assert d.game.card(second).name == "Forest"
    assert PlayLand(second) not in d.game.legal_actions()  # no land play left


@pytest.mark.ruling("ONS-FAQ-186", "ONS-OR-0072")
def test_normal_timing_applies() -> None:
    d = setup("Sparksmith", active=1)
    d.pass_priority()  # player 1 passes in their main phase: player 0 has priority
    assert d.decision.player == 0
    smith = d.find("Sparksmith", zone="library")
    assert CastSpell(smith, "from_library") not in d.game.legal_actions()


@pytest.mark.ruling("ONS-FAQ-188", "ONS-OR-0071")
def test_no_cycling_from_the_library() -> None:
    d = setup("Renewed Faith")
    faith = d.find("Renewed Faith", zone="library")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == faith]
    assert CastSpell(faith, "from_library") in d.game.legal_actions()


def test_opponents_top_card_stays_hidden_and_unplayable() -> None:
    d = setup("Shock")
    assert d.game.view(0)["players"][1].get("library_top") is None
    island = d.find("Island", zone="library")
    assert PlayLand(island) not in d.game.legal_actions()


def drawn_names_seen_by(d: Driver, viewer: int) -> list[object]:
    return [e.get("card") for e in d.game.view(viewer)["log"]
            if e["kind"] == "draw" and e.get("player") == 0]


@pytest.mark.ruling("ONS-FAQ-184")
def test_each_card_drawn_is_revealed_one_at_a_time() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(0, "Shock", "Forest", "Smother")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert sorted(d.game.card(x).name for x in d.state.players[0].hand) == ["Forest", "Shock"]
    # The opponent saw both cards, each as it was the revealed top card before it was drawn.
    assert drawn_names_seen_by(d, 1) == ["Shock", "Forest"]
    assert top_view(d, 1) == "Smother"


def test_draws_stay_hidden_without_the_top_card_revealed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(0, "Shock", "Forest", "Smother")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert drawn_names_seen_by(d, 1) == [None, None]
    assert drawn_names_seen_by(d, 0) == ["Shock", "Forest"]


@pytest.mark.ruling("ONS-FAQ-187", "ONS-OR-0072")
def test_morph_card_on_top_cast_face_down_for_three_known_to_all() -> None:
    d = setup("Whipcorder", "Forest")
    card = d.find("Whipcorder", zone="library")
    assert CastSpell(card, "face_down") in d.game.legal_actions()
    sid = d.cast(0, card, method="face_down")
    c = d.chars(sid)
    assert (c.power, c.toughness, c.name, c.types) == (2, 2, "", {"Creature"})
    untapped = [x for x in d.state.battlefield
                if d.chars(x).is_land and not d.state.objects[x].tapped]
    assert len(untapped) == 2  # {3} paid out of five lands, not {W}{W}'s cost
    # It was the revealed top card: every player knows which card the face-down spell is.
    spell = d.game.view(1)["stack"][0]
    assert spell["face_down"] and spell["card"] == "Whipcorder"
    assert top_view(d, 1) == "Forest"
    d.resolve()
    perm = d.find("Whipcorder", zone="battlefield")
    assert d.state.objects[perm].face_down and d.chars(perm).power == 2
    assert [o.get("card") for o in d.game.view(1)["battlefield"]
            if o.get("face_down")] == ["Whipcorder"]


def test_face_down_from_the_top_needs_morph_and_the_permission() -> None:
    d = setup("Glory Seeker")
    seeker = d.find("Glory Seeker", zone="library")
    assert CastSpell(seeker, "face_down") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.library(0, "Whipcorder")
    s.library(1, "Island")
    d = Driver(s.build())
    assert CastSpell(d.find("Whipcorder", zone="library"), "face_down") \
        not in d.game.legal_actions()


def test_face_down_from_hand_stays_hidden_from_opponents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Whipcorder")
    s.library(0, "Forest")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Whipcorder", method="face_down")
    assert d.game.view(1)["stack"][0].get("card") is None
    assert d.game.view(0)["stack"][0].get("card") == "Whipcorder"


@pytest.mark.ruling("ONS-OR-0074")
def test_the_new_top_card_is_revealed_only_once_the_spell_is_cast() -> None:
    """Official ruling: "If the top card of your library changes while you're casting a spell,
    playing a land, or activating an ability (most likely because that top card is the card
    you're playing), the new top card won't be revealed until you finish doing so."

    CR 401.5: while the Shock from the top is still being cast (targets, then mana), the Forest
    under it is shown to no one; it is revealed as the Shock becomes cast (CR 601.2i)."""
    d = setup("Shock", "Forest", "Smother")
    d.act(0, CastSpell(d.find("Shock", zone="library"), "from_library"))
    d.expect("target")
    assert top_view(d, 1) is None and top_view(d, 0) is None
    d.choose(1)
    d.expect("pay_mana")
    assert top_view(d, 1) is None
    d.pay()
    d.expect("priority")
    assert top_view(d, 1) == "Forest" and top_view(d, 0) == "Forest"


@pytest.mark.ruling("ONS-OR-0072")
def test_a_mandatory_additional_cost_must_be_paid_from_the_top() -> None:
    """Official ruling: "... If the card has any mandatory additional costs, you must pay
    those." (CR 601.2b, 601.2f-h)

    Electric Revelation on top ("as an additional cost, discard a card") can't be cast with an
    empty hand; with a card in hand, casting it from the top discards that card."""
    d = setup("Electric Revelation", "Forest", "Island")
    revelation = d.find("Electric Revelation", zone="library")
    assert not d.state.players[0].hand
    assert CastSpell(revelation, "from_library") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Glory Seeker")
    s.library(0, "Electric Revelation", "Forest", "Island")
    d = Driver(s.build())
    revelation = d.find("Electric Revelation", zone="library")
    assert CastSpell(revelation, "from_library") in d.game.legal_actions()
    d.cast(0, revelation, method="from_library", choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert sorted(d.game.card(c).name for c in d.state.players[0].hand) == ["Forest", "Island"]


def test_a_nonland_card_on_top_is_cast_not_played_as_a_land() -> None:
    """CR 305.1: only a land card is played as a land; a Shock on top is offered as a spell
    cast from the top of the library, never as a land play."""
    d = setup("Shock", "Forest")
    shock = d.find("Shock", zone="library")
    acts = d.game.legal_actions()
    assert CastSpell(shock, "from_library") in acts
    assert not [a for a in acts if isinstance(a, PlayLand)]


def test_casting_a_spell_from_hand_keeps_the_top_card_revealed() -> None:
    """CR 401.5: the top card is hidden only when it changes while a spell is being cast; a
    Shock cast from the hand leaves the Forest on top revealed to both players throughout."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Smother")
    s.library(1, "Island")
    s.at("main", active=0, turn=3)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.expect("target")
    assert top_view(d, 1) == "Forest" and top_view(d, 0) == "Forest"
    d.choose(1)
    d.expect("pay_mana")
    assert top_view(d, 1) == "Forest"


def test_a_land_on_top_is_played_only_in_your_main_phase_even_with_flash() -> None:
    """CR 305.1, 305.3: a land is played only in a main phase of its player's own turn with
    the stack empty; Arlinn's permission to cast creature spells as though they had flash
    doesn't let the Forest on top be played in the beginning of combat step or in the
    opponent's main phase (playing a land isn't casting a spell)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Arlinn, the Pack's Hope")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Island", "Island", "Island")
    s.at("main", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)  # +1: flash for creature spells
    d.resolve()
    top = d.state.players[0].library[0]
    assert PlayLand(top) in d.game.legal_actions()
    d.pass_until("beginning_of_combat", turn=3)
    assert (d.decision.player, d.state.stack) == (0, [])
    assert PlayLand(top) not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()  # the opponent passes in their main phase with the stack empty
    assert (d.decision.player, d.state.stack) == (0, [])
    assert PlayLand(d.state.players[0].library[0]) not in d.game.legal_actions()


def test_each_card_scried_to_the_bottom_is_no_longer_castable_from_the_top() -> None:
    """CR 701.22a, 401.5 (scry) and Future Sight's permission (CR 601.2a, 601.3): in the upkeep,
    two Lifecrafter's Bestiaries' "scry 1" triggers on the stack, Shock on top may be cast; once
    the first trigger has put it on the bottom, Play with Fire (the new top card) may be cast
    and Shock may not; once the second has put Play with Fire on the bottom, the second Shock
    may be cast and Play with Fire may not. The top card revealed follows."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Lifecrafter's Bestiary", "Lifecrafter's Bestiary",
                  "Mountain")
    s.library(0, "Shock", "Play with Fire", "Shock")
    s.library(1, "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "order_triggers":
        d.pass_priority()  # to player 0's upkeep: the two triggers are put on the stack
    d.act(0, d.game.legal_actions()[0])
    assert len(d.state.stack) == 2
    shock, fire, shock2 = d.state.players[0].library[:3]

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    assert castable() == {shock}
    d.pass_priority()
    d.pass_priority()
    d.expect("scry")
    d.choose("bottom")
    assert len(d.state.stack) == 1 and d.state.step.name.lower() == "upkeep"
    assert castable() == {fire} and top_view(d, 1) == "Play with Fire"
    d.pass_priority()
    d.pass_priority()
    d.expect("scry")
    d.choose("bottom")
    assert not d.state.stack and d.state.step.name.lower() == "upkeep"
    assert castable() == {shock2} and top_view(d, 1) == "Shock"


def test_cards_put_on_the_bottom_in_any_order_reveal_the_next_top_card() -> None:
    """CR 401.4, 730.2a (day becomes night as the turn begins), 601.3: two Gavony Dawnguards'
    triggers each look at the top four cards (no creature card to take: none is taken) and put
    them on the bottom. With the triggers on the stack Shock on top may be cast; after the first, Play with
    Fire (the fifth card) is the top card and may be cast instead; after the second, the
    second Shock (the ninth)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Gavony Dawnguard", "Gavony Dawnguard", "Mountain")
    s.library(0, "Shock", "Island", "Island", "Island", "Play with Fire", "Island", "Island",
              "Island", "Shock")
    s.library(1, "Island")
    s.day_night("day")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "order_triggers":
        d.pass_priority()  # to player 0's upkeep: night, the two triggers put on the stack
    d.act(0, d.game.legal_actions()[0])
    lib = d.state.players[0].library
    shock, fire, shock2 = lib[0], lib[4], lib[8]
    assert d.state.day_night == "night" and len(d.state.stack) == 2

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    assert castable() == {shock}
    for top, left in ((fire, 1), (shock2, 0)):
        d.pass_priority()
        d.pass_priority()
        d.expect("choose_cards")  # asked even with no creature card to take (CR 701.20e)
        d.choose(None)
        d.take_first("order_cards")
        assert len(d.state.stack) == left and d.state.players[0].library[0] == top
        assert castable() == {top}
        assert top_view(d, 1) == ("Play with Fire" if top == fire else "Shock")


def test_cards_put_back_in_a_new_order_reveal_the_new_top_card() -> None:
    """CR 401.4, 601.3: two Information Dealers' abilities ("look at the top X cards, X the
    number of Wizards, then put them back in any order"; X = 2) on the stack in the upkeep.
    Shock on top may be cast; once the second-activated ability has put Play with Fire on top,
    Play with Fire may be cast and Shock may not; once the other has put Shock back on top,
    the reverse."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Information Dealer", "Information Dealer", "Mountain")
    s.library(0, "Shock", "Play with Fire", "Island")
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    shock, fire = d.state.players[0].library[:2]

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    first, second = d.ids("Information Dealer")
    d.activate(0, first)
    d.activate(0, second)
    assert len(d.state.stack) == 2 and castable() == {shock}
    for top, left in ((fire, 1), (shock, 0)):
        d.pass_priority()
        d.pass_priority()
        d.expect("order_cards")
        d.choose(top)  # the first card chosen ends on top
        d.take_first("order_cards")
        assert len(d.state.stack) == left and d.state.players[0].library[0] == top
        assert castable() == {top}
        assert top_view(d, 1) == ("Play with Fire" if top == fire else "Shock")


def test_a_shuffled_library_reveals_its_new_top_card() -> None:
    """CR 701.20a, 401.3, 601.3: two Windswept Heaths' abilities resolve in the upkeep, each
    finding no Forest or Plains card and shuffling the library (Shocks and Plays with Fire
    only); after each shuffle, the card then on top, and only it, may be cast, and it is the
    one revealed."""
    s = Scenario(seed=3)
    s.battlefield(0, "Future Sight", "Windswept Heath", "Windswept Heath", "Mountain")
    s.library(0, *["Shock", "Play with Fire"] * 3)
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    tops = [d.state.players[0].library[0]]
    for heath in d.ids("Windswept Heath"):
        d.activate(0, heath)
    assert castable() == {tops[0]}
    for left in (1, 0):
        d.pass_priority()
        d.pass_priority()
        while d.decision.kind != "priority":
            d.act(0, d.game.legal_actions()[-1])  # find nothing
        top = d.state.players[0].library[0]
        tops.append(top)
        assert len(d.state.stack) == left and len(d.state.players[0].library) == 6
        assert castable() == {top}
        assert top_view(d, 1) == ("Shock" if top in d.ids("Shock", "library") else
                                  "Play with Fire")
    assert tops[0] != tops[1] != tops[2]  # each shuffle put another card on top


def test_cards_put_on_the_bottom_in_a_random_order_reveal_the_next_top_card() -> None:
    """CR 401.4, 601.3: two Arcane Infusions in the upkeep, each looking at the top four cards
    and putting them on the bottom in a random order (no instant or sorcery card taken). Then
    the fifth card, Shock, is on top and may be cast; after the second, Play with Fire."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Island", "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Arcane Infusion", "Arcane Infusion")
    s.library(0, *["Island"] * 4, "Shock", *["Island"] * 3, "Play with Fire")
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    shock, fire = d.find("Shock", "library"), d.find("Play with Fire", "library")

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    first, second = d.ids("Arcane Infusion")
    d.cast(0, first)
    d.cast(0, second)
    assert len(d.state.stack) == 2 and castable() == set()
    for top, left in ((shock, 1), (fire, 0)):
        d.pass_priority()
        d.pass_priority()
        while d.decision.kind != "priority":
            d.act(0, d.game.legal_actions()[-1])  # take nothing
        assert len(d.state.stack) == left and d.state.players[0].library[0] == top
        assert castable() == {top}


def test_sigardas_trigger_puts_the_cards_on_the_bottom_revealing_the_next() -> None:
    """CR 401.4, 601.3, 603.4 (coven, an ability word, CR 207.2c): Sigarda (4 power), Glory Seeker
    (3 with Sigarda's +1/+1 for Humans) and Wirewood Elf (1) attack; Sigarda's trigger looks at
    the top five cards (no Human creature card) and puts them on the bottom in a random order:
    Shock, the sixth card, is then on top and may be cast in the declare attackers step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Sigarda, Champion of Light", "Glory Seeker",
                  "Wirewood Elf", "Mountain")
    s.library(0, *["Island"] * 5, "Shock")
    s.library(1, "Island")
    d = Driver(s.build())
    shock = d.find("Shock", "library")
    d.to_combat()
    d.attack([d.find("Sigarda, Champion of Light"), d.find("Glory Seeker"),
              d.find("Wirewood Elf")])
    assert len(d.state.stack) == 1

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_library"}
    assert castable() == set()
    d.pass_priority()
    d.pass_priority()
    while d.decision.kind != "priority":
        d.act(0, d.game.legal_actions()[-1])  # take nothing
    assert not d.state.stack and d.state.players[0].library[0] == shock
    assert castable() == {shock}


def test_future_sight_gone_the_top_card_is_hidden_and_unplayable_again() -> None:
    """CR 611.3a: the static abilities stop once Future Sight leaves the battlefield (player
    1's Naturalize): the top card is no longer revealed to player 1 nor castable."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain")
    s.library(0, "Shock", "Forest")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(1, "Island")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.find("Shock", zone="library")
    assert top_view(d, 1) == "Shock"
    d.cast(1, "Naturalize", targets=[d.find("Future Sight")])
    d.resolve()
    assert top_view(d, 1) is None
    assert "Shock" not in str(d.game.view(1)["players"][0])
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(shock, "from_library") not in d.game.legal_actions()


def test_a_flashback_card_on_top_is_cast_normally_not_with_flashback() -> None:
    """CR 702.34a: flashback works only from a graveyard: Light Up the Night on top of the
    library is cast for its mana cost, X = 1, and goes to the graveyard, not exile."""
    d = setup("Light Up the Night", "Forest")
    card = d.find("Light Up the Night", zone="library")
    legal = d.game.legal_actions()
    assert CastSpell(card, "from_library") in legal
    assert CastSpell(card, "flashback") not in legal
    d.cast(0, card, method="from_library", x=1, targets=[1])
    d.resolve()
    assert d.life(1) == 19
    assert d.zone_of("Light Up the Night") == "graveyard"


def test_in_multiplayer_every_player_sees_the_top_card() -> None:
    """CR 701.20a, 402.3 ("revealed": every player sees it): with three players, players 1
    and 2 both see Shock on top of player 0's library; player 0's other library cards stay
    hidden."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Future Sight")
    s.library(0, "Shock", "Smother")
    d = Driver(s.build())
    for viewer in (0, 1, 2):
        assert top_view(d, viewer) == "Shock"
        assert "Smother" not in str(d.game.view(viewer)["players"][0])


def test_a_double_faced_card_on_top_shows_and_is_cast_as_its_front_face() -> None:
    """CR 712.8a: outside the battlefield and stack a double-faced card has only its front
    face's characteristics: Fangblade Brigand is seen by name and cast for {3}{R} as a Human
    Werewolf (by day)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain", "Mountain")
    s.library(0, "Fangblade Brigand", "Forest")
    s.day_night("day")
    d = Driver(s.build())
    assert top_view(d, 1) == "Fangblade Brigand"
    d.cast(0, d.find("Fangblade Brigand", zone="library"), method="from_library")
    d.resolve()
    brigand = d.find("Fangblade Brigand", zone="battlefield")
    assert d.chars(brigand).name == "Fangblade Brigand"
    assert d.chars(brigand).subtypes == {"Human", "Werewolf"}


def test_dream_chisel_reduces_a_face_down_spell_cast_from_the_top() -> None:
    """CR 601.2f, 702.37c: Dream Chisel's reduction applies to face-down creature spells
    wherever they are cast from: Whipcorder cast face down from the top of the library with
    Future Sight costs {2}, so two of the five lands are tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Dream Chisel", "Mountain", "Mountain", "Mountain",
                  "Plains", "Plains")
    s.library(0, "Whipcorder", "Forest")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, d.find("Whipcorder", zone="library"), method="face_down")
    tapped = [x for x in d.state.battlefield
              if d.chars(x).is_land and d.state.objects[x].tapped]
    assert len(tapped) == 2
    d.resolve()
    assert d.state.objects[d.find("Whipcorder", zone="battlefield")].face_down
