"""Siphon Insight — {U}{B} Instant.

Oracle: "Look at the top two cards of target opponent's library. Exile one of them face down
and put the other on the bottom of that library. You may look at and play the exiled card for
as long as it remains exiled, and you may spend mana as though it were mana of any color to
cast that spell. / Flashback {1}{U}{B}"
Rulings covered: MID-RN-085, MID-RN-086, MID-RN-087, MID-RN-088.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, PlayLand, SpecialAction
from manastack.game import IllegalActionError
from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Siphon Insight")

FILLER = ("Island",) * 6


def setup(top: tuple[str, ...], *, extra_lands: tuple[str, ...] = ("Island", "Island"),
          hand: tuple[str, ...] = (), players: int = 2, opponent_lands: tuple[str, ...] = ()
          ) -> Driver:
    """Player 0 has Siphon Insight and an Island and a Swamp to cast it, plus
    ``extra_lands``; player 1's library starts with the two cards of ``top``."""
    s = Scenario(players=players, seed=3)
    s.battlefield(0, "Island", "Swamp", *extra_lands)
    s.hand(0, "Siphon Insight", *hand)
    s.library(0, *FILLER)
    s.library(1, *top, *FILLER)
    for p in range(2, players):
        s.library(p, *FILLER)
    if opponent_lands:
        s.battlefield(1, *opponent_lands)
    return Driver(s.build())


def siphon(d: Driver, exile: str, target: int = 1) -> int:
    """Cast Siphon Insight at ``target`` (paying with the Island and the Swamp), resolve it,
    exile the card named ``exile``; returns the exiled card's id."""
    d.cast(0, "Siphon Insight", targets=[target], pay=False)
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    assert d.decision.kind == "choose_cards" and d.decision.player == 0
    d.choose(d.find(exile, "library", player=target))
    return d.find(exile, "exile")


def castable(d: Driver, player: int, card: int) -> bool:
    return any(isinstance(a, CastSpell) and a.card == card and a.method == "from_exile"
               for a in d.game.legal_actions()) and d.decision.player == player


def playable_land(d: Driver, card: int) -> bool:
    return PlayLand(card) in d.game.legal_actions()


def exile_entry(d: Driver, viewer: int, card: int) -> dict:
    (entry,) = [o for o in d.game.view(viewer)["exile"] if o["id"] == card]
    return entry


def tokens_of(d: Driver, player: int) -> int:
    return sum(1 for o in d.state.battlefield
               if d.state.objects[o].is_token and d.chars(o).controller == player)


def pass_to_priority_of(d: Driver, player: int) -> None:
    while d.decision.player != player:
        d.pass_priority()


@pytest.mark.ruling("MID-RN-085", "MID-OR-0824")
def test_only_the_caster_may_look_at_the_exiled_card() -> None:
    d = setup(("Join the Dance", "Syphon Soul"), players=3)
    card = siphon(d, "Join the Dance")
    assert d.state.objects[card].face_down
    assert d.state.objects[card].owner == 1
    # The caster sees which card it is; its owner and the third player see a face-down card
    # without characteristics (CR 406.3, 406.3a).
    assert exile_entry(d, 0, card)["card"] == "Join the Dance"
    for viewer in (1, 2):
        entry = exile_entry(d, viewer, card)
        assert entry["face_down"] and "card" not in entry
        assert entry["name"] is None and entry["types"] == []
        assert "Join the Dance" not in json.dumps(d.game.view(viewer))
    check_hidden_information(d.game)
    # For as long as it remains exiled: still only the caster, turns later.
    d.pass_until("precombat_main", turn=6)
    assert exile_entry(d, 0, card)["card"] == "Join the Dance"
    assert "card" not in exile_entry(d, 1, card)
    assert "Join the Dance" not in json.dumps(d.game.view(1))
    check_hidden_information(d.game)


@pytest.mark.ruling("MID-RN-086", "MID-OR-0825")
def test_the_opponent_cannot_tell_which_card_was_exiled() -> None:
    a = setup(("Shock", "Forest"))
    b = setup(("Shock", "Forest"))
    a.cast(0, "Siphon Insight", targets=[1])
    b.cast(0, "Siphon Insight", targets=[1])
    a.resolve()
    b.resolve()
    # While the caster chooses, the opponent sees only that a choice is being made, and for
    # which spell: not the cards offered.
    waiting = a.game.view(1)["decision"]
    assert waiting == {"kind": "choose_cards", "player": 0, "source": {
        "object": a.find("Siphon Insight", "stack"), "name": "Siphon Insight"}}
    a.choose(a.find("Shock", "library", player=1))
    b.choose(b.find("Forest", "library", player=1))
    # Different cards were exiled and put on the bottom ...
    assert a.ids("Shock", "exile") and b.ids("Forest", "exile")
    assert a.game.card(a.state.players[1].library[-1]).name == "Forest"
    assert b.game.card(b.state.players[1].library[-1]).name == "Shock"
    assert a.game.view(0) != b.game.view(0)
    # ... yet everything the opponent sees, log included, is the same either way.
    assert a.game.view(1) == b.game.view(1)
    log = a.game.view(1)["log"]
    moved = [e for e in log if e["kind"] == "zone_change" and e.get("to") == "exile"]
    assert moved and all(e["card"] is None for e in moved)


def test_the_other_card_goes_to_the_bottom_of_that_library() -> None:
    d = setup(("Shock", "Glory Seeker"))
    siphon(d, "Glory Seeker")
    lib = [d.game.card(o).name for o in d.state.players[1].library]
    assert lib == list(FILLER) + ["Shock"]
    assert len(d.state.players[0].library) == len(FILLER)  # the caster's library is untouched


@pytest.mark.ruling("MID-RN-087", "MID-OR-0826")
def test_an_exiled_land_is_played_as_the_casters_land_play() -> None:
    """CR 305.2a: playing the exiled Forest counts as player 0's land play."""
    d = setup(("Forest", "Shock"))
    forest = siphon(d, "Forest")
    assert not castable(d, 0, forest)
    assert playable_land(d, forest)
    d.act(0, PlayLand(forest))
    played = d.find("Forest", "battlefield")
    assert d.chars(played).controller == 0 and d.state.objects[played].owner == 1
    assert d.state.players[0].lands_played == 1
    assert not d.ids("Forest", "exile")


@pytest.mark.ruling("MID-RN-087", "MID-RN-088", "MID-OR-0826", "MID-OR-0827")
def test_an_exiled_land_needs_a_land_play_left_and_the_casters_main_phase() -> None:
    """CR 305.2b: with this turn's land play used, the permission to play the exiled Forest
    doesn't let player 0 play it; nor outside their own main phase (CR 305.1)."""
    d = setup(("Forest", "Shock"), hand=("Island",))
    forest = siphon(d, "Forest")
    d.play_land(0, "Island")  # this turn's land play is used
    assert not playable_land(d, forest)
    d.pass_until("precombat_main", turn=4)  # the opponent's turn: never a land play of yours
    pass_to_priority_of(d, 1)
    assert not playable_land(d, forest)
    d.pass_until("upkeep", turn=5)  # your turn, but not a main phase
    assert not playable_land(d, forest)
    d.pass_until("precombat_main", turn=5)
    assert playable_land(d, forest)
    d.act(0, PlayLand(forest))
    assert d.chars(d.find("Forest", "battlefield")).controller == 0


@pytest.mark.ruling("MID-RN-088", "MID-OR-0827")
def test_an_exiled_sorcery_is_cast_only_at_sorcery_timing() -> None:
    d = setup(("Join the Dance", "Forest"), hand=("Shock",),
              extra_lands=("Island", "Island", "Mountain"))
    dance = siphon(d, "Join the Dance")
    assert castable(d, 0, dance)  # your main phase, empty stack
    d.cast(0, "Shock", targets=[1])
    assert d.state.stack and not castable(d, 0, dance)  # not while the stack isn't empty
    d.resolve()
    d.pass_until("upkeep", turn=4)
    pass_to_priority_of(d, 0)
    assert not castable(d, 0, dance)  # not in an opponent's turn
    d.pass_until("upkeep", turn=5)
    assert not castable(d, 0, dance)  # not outside a main phase
    d.pass_until("precombat_main", turn=5)  # a later turn: the permission lasts
    assert castable(d, 0, dance)
    d.cast(0, dance, method="from_exile")
    d.resolve()
    assert tokens_of(d, 0) == 2
    # A spell cast this way goes to its owner's graveyard.
    assert d.find("Join the Dance", "graveyard", player=1)


@pytest.mark.ruling("MID-RN-088", "MID-OR-0827")
def test_an_exiled_instant_is_cast_any_time_the_caster_has_priority() -> None:
    d = setup(("Shock", "Forest"))
    shock = siphon(d, "Shock")
    d.pass_until("upkeep", turn=4)  # the opponent's upkeep, a later turn
    pass_to_priority_of(d, 0)
    assert castable(d, 0, shock)
    d.cast(0, "Shock", method="from_exile", targets=[1])  # found by name
    d.resolve()
    assert d.life(1) == 18
    assert d.find("Shock", "graveyard", player=1)  # its owner's graveyard


def test_mana_is_spent_as_though_it_were_mana_of_any_color() -> None:
    """CR 118.14, 400.7h: "you may spend mana as though it were mana of any type" applies to
    the spell the exiled card became as it was cast this way, and only to it."""
    d = setup(("Join the Dance", "Forest"), hand=("Join the Dance",))
    dance = siphon(d, "Join the Dance")
    # Two Islands pay {G}{W} for the exiled card, not for the copy in hand (CR 609.4b).
    in_hand = d.find("Join the Dance", "hand", player=0)
    assert castable(d, 0, dance)
    assert CastSpell(in_hand, "normal") not in d.game.legal_actions()
    sid = d.cast(0, dance, method="from_exile")
    assert d.chars(sid).mana_value == 2 and d.chars(sid).colors == {"G", "W"}  # unchanged
    assert all(d.state.objects[o].tapped for o in d.state.battlefield
               if d.chars(o).controller == 0 and d.game.card(o).name == "Island")
    d.resolve()
    assert tokens_of(d, 0) == 2


def test_the_generic_amount_must_still_be_paid() -> None:
    d = setup(("Syphon Soul", "Forest"), extra_lands=("Island",))
    soul = siphon(d, "Syphon Soul")
    assert not castable(d, 0, soul)  # {2}{B} with one untapped Island: not enough mana
    d2 = setup(("Syphon Soul", "Forest"), extra_lands=("Island", "Island", "Island"))
    soul2 = siphon(d2, "Syphon Soul")
    assert castable(d2, 0, soul2)
    d2.cast(0, soul2, method="from_exile")
    d2.resolve()
    assert d2.life(1) == 18 and d2.life(0) == 22


def test_a_permanent_cast_this_way_enters_under_the_casters_control() -> None:
    d = setup(("Glory Seeker", "Forest"))
    seeker = siphon(d, "Glory Seeker")
    d.cast(0, seeker, method="from_exile")
    d.resolve()
    on_bf = d.find("Glory Seeker", "battlefield")
    assert d.chars(on_bf).controller == 0 and d.state.objects[on_bf].owner == 1


def test_the_owner_cannot_play_the_exiled_card() -> None:
    """CR 601.3f, 406.3: only the caster may look at the card exiled face down, so only the
    caster may begin to cast it; its owner, who can't look at it, may neither cast it nor play
    it as a land."""
    d = setup(("Shock", "Forest"), opponent_lands=("Mountain",))
    shock = siphon(d, "Shock")
    d.pass_until("precombat_main", turn=4)  # the owner's main phase, with a Mountain
    pass_to_priority_of(d, 1)
    assert not any(isinstance(a, CastSpell) and a.card == shock
                   for a in d.game.legal_actions())
    d2 = setup(("Forest", "Shock"))
    forest = siphon(d2, "Forest")
    d2.pass_until("precombat_main", turn=4)
    assert d2.decision.player == 1 and d2.state.players[1].lands_played == 0
    assert PlayLand(forest) not in d2.game.legal_actions()
    assert not any(isinstance(a, CastSpell) and a.card == forest
                   for a in d2.game.legal_actions())


def test_flashback_exiles_another_card() -> None:
    d = setup(("Shock", "Forest", "Glory Seeker"),
              extra_lands=("Island", "Island", "Swamp"))
    siphon(d, "Shock")
    assert d.find("Siphon Insight", "graveyard", player=0)
    d.cast(0, d.find("Siphon Insight", "graveyard"), targets=[1], method="flashback")
    d.resolve()
    d.choose(d.find("Glory Seeker", "library", player=1))
    assert d.ids("Glory Seeker", "exile") and d.ids("Siphon Insight", "exile")
    assert d.state.objects[d.find("Glory Seeker", "exile")].face_down


def test_each_exiled_card_stays_playable_after_another_is_exiled() -> None:
    """CR 601.2a / 406.3: the permission lasts for as long as the card remains exiled, so the
    card exiled by the flashback (Glory Seeker) adds to the one exiled before (Shock): the
    caster may cast either (and each is looked at by the caster only)."""
    d = setup(("Shock", "Forest", "Glory Seeker"),
              extra_lands=("Island", "Island", "Swamp", "Mountain", "Plains", "Plains"))
    shock = siphon(d, "Shock")
    d.cast(0, d.find("Siphon Insight", "graveyard"), targets=[1], method="flashback")
    d.resolve()
    d.choose(d.find("Glory Seeker", "library", player=1))
    seeker = d.find("Glory Seeker", "exile")
    assert castable(d, 0, shock) and castable(d, 0, seeker)
    assert exile_entry(d, 0, shock)["card"] == "Shock"
    assert exile_entry(d, 0, seeker)["card"] == "Glory Seeker"
    d.cast(0, shock, method="from_exile", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and castable(d, 0, seeker)


def test_the_exiled_card_is_priced_as_the_face_up_spell_it_will_be() -> None:
    """CR 406.3a, 601.2f: a card exiled face down is turned face up as it is cast, so it is
    priced with its own "costs {1} less for each creature on the battlefield": with six
    creatures, two untapped Islands cast Vanquish the Horde ({6}{W}{W}); with five, they
    can't."""
    d = setup(("Vanquish the Horde", "Forest"),
              extra_lands=("Island", "Island", *["Glory Seeker"] * 6))
    vanquish = siphon(d, "Vanquish the Horde")
    assert castable(d, 0, vanquish)
    d.cast(0, vanquish, method="from_exile")
    d.resolve()
    assert not d.ids("Glory Seeker", "battlefield")
    d2 = setup(("Vanquish the Horde", "Forest"),
               extra_lands=("Island", "Island", *["Glory Seeker"] * 5))
    assert not castable(d2, 0, siphon(d2, "Vanquish the Horde"))


def test_the_casters_cost_reductions_apply_not_the_owners() -> None:
    """CR 601.2a, 601.2f, 110.2: the player casting the exiled card is its controller as it
    is cast, so "if you control a Vampire" (Neonate's Rush, {2}{R}) asks about the caster:
    with a Vampire Interloper, two untapped Islands cast it; with the owner's Vampire and none
    of the caster's, they can't."""
    d = setup(("Neonate's Rush", "Forest"),
              extra_lands=("Island", "Island", "Vampire Interloper"),
              opponent_lands=("Glory Seeker",))
    rush = siphon(d, "Neonate's Rush")
    assert castable(d, 0, rush)
    d.cast(0, rush, method="from_exile", targets=[d.find("Glory Seeker", "battlefield")])
    d.resolve()
    assert d.life(1) == 19 and d.find("Neonate's Rush", "graveyard", player=1)
    d2 = setup(("Neonate's Rush", "Forest"), opponent_lands=("Vampire Interloper",))
    assert not castable(d2, 0, siphon(d2, "Neonate's Rush"))


def test_the_casters_reducing_permanents_apply_not_the_owners() -> None:
    """CR 601.2f: "Instant and sorcery spells you cast cost {X} less" (Vadrik, Astral
    Archmage, power 1) reduces the spell its controller casts from exile, and not one its
    opponent casts from the exile of Vadrik's controller's card."""
    d = setup(("Syphon Soul", "Forest"),
              extra_lands=("Island", "Island", "Vadrik, Astral Archmage"))
    soul = siphon(d, "Syphon Soul")  # {2}{B}, {1} less: two Islands
    assert castable(d, 0, soul)
    d.cast(0, soul, method="from_exile")
    d.resolve()
    assert d.life(1) == 18
    d2 = setup(("Syphon Soul", "Forest"), opponent_lands=("Vadrik, Astral Archmage",))
    assert not castable(d2, 0, siphon(d2, "Syphon Soul"))


def test_each_of_two_in_a_row_lets_its_own_card_be_played() -> None:
    """CR 601.2a, 601.3, 401.4: two Siphon Insights on the stack in the upkeep, both targeting
    player 1. The first to resolve exiles Shock (the other card goes to the bottom): Shock may
    then be cast from exile; the second exiles Play with Fire: then both may."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Siphon Insight", "Siphon Insight")
    s.library(0, "Plains")
    s.library(1, "Shock", "Island", "Play with Fire", "Island", "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    for siphon in d.ids("Siphon Insight"):
        d.cast(0, siphon, targets=[1])
    shock, fire = d.find("Shock", "library"), d.find("Play with Fire", "library")

    def from_exile() -> set[int]:
        return {a.card for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "from_exile"}
    assert from_exile() == set()
    for take, left in ((shock, 1), (fire, 0)):
        d.pass_priority()
        d.pass_priority()
        d.choose(take)
        exiled = set(d.ids("Shock", "exile") + d.ids("Play with Fire", "exile"))
        assert len(d.state.stack) == left and len(exiled) == 2 - left
        assert from_exile() == exiled


def test_an_exiled_morph_card_may_be_cast_face_down_but_turns_up_only_for_real_colors() -> None:
    """CR 702.37c, 601.2a: Exalted Angel exiled with Siphon Insight may be cast face down for
    {3} as well as face up; the face-down creature is the caster's. CR 609.4b, 702.37e: the
    permission to spend mana as though it were any color covers casting that spell only, so
    four Islands can't pay its morph cost {2}{W}{W} to turn it face up; with two Plains they can."""
    d = setup(("Exalted Angel", "Forest"), extra_lands=("Island",) * 7)
    angel = siphon(d, "Exalted Angel")
    methods = {a.method for a in d.game.legal_actions()
               if isinstance(a, CastSpell) and a.card == angel}
    assert methods == {"from_exile", "face_down"}
    d.cast(0, angel, method="face_down")
    d.resolve()
    (creature,) = [o for o in d.state.battlefield if d.state.objects[o].face_down]
    assert (d.state.objects[creature].controller, d.state.objects[creature].owner) == (0, 1)
    assert not any(isinstance(a, SpecialAction) for a in d.game.legal_actions())

    d = setup(("Exalted Angel", "Forest"), extra_lands=("Island",) * 5 + ("Plains",) * 2)
    angel = siphon(d, "Exalted Angel")
    d.cast(0, angel, method="face_down")
    d.resolve()
    (creature,) = [o for o in d.state.battlefield if d.state.objects[o].face_down]
    d.special(0, "turn_face_up", creature)
    d.pay()
    assert d.chars(creature).name == "Exalted Angel"
    assert d.state.objects[creature].controller == 0


def test_an_exiled_morph_card_cast_face_down_is_priced_as_the_face_down_spell() -> None:
    """CR 702.37c, 708.4, 601.3e, 601.2f: Exalted Angel exiled face down, cast face down, is a
    2/2 creature spell with no creature types, so Herald of War's reduction for Angel spells
    doesn't apply: with one Island the face-down cast costs {3}, isn't offered, and is refused
    naming {3}, nothing changed; with three Islands it is cast, all three tapped."""
    for islands, castable_now in ((1, False), (3, True)):
        s = Scenario(seed=1)
        s.battlefield(0, *["Island"] * islands)
        s.battlefield(0, "Herald of War", counters={"+1/+1": 2})
        s.exile(1, "Exalted Angel", face_down=True, may_play=0)
        s.library(0, *FILLER)
        s.library(1, *FILLER)
        d = Driver(s.build())
        angel = d.find("Exalted Angel")
        assert (CastSpell(angel, "face_down") in d.game.legal_actions()) is castable_now
        if not castable_now:
            before = d.game.fingerprint()
            with pytest.raises(IllegalActionError, match=r"doesn't pay \{3\}"):
                d.act(0, CastSpell(angel, "face_down"))
            assert d.game.fingerprint() == before
            continue
        spell = d.cast(0, angel, method="face_down")
        assert d.state.objects[spell].face_down
        assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))


def test_an_exiled_morph_card_cast_face_down_is_a_creature_spell_for_arlinn_s_flash() -> None:
    """CR 702.37c, 708.4, 601.3e, 702.8a: Arlinn, the Pack's Hope's +1 lets its controller cast
    creature spells as though they had flash; Exalted Angel exiled face down is cast face down
    as a 2/2 creature spell, so in the opponent's upkeep it may be, for {3}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arlinn, the Pack's Hope", "Island", "Island", "Island")
    s.exile(1, "Exalted Angel", face_down=True, may_play=0)
    s.library(0, *FILLER)
    s.library(1, *FILLER)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    (plus,) = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == arlinn and a.index == 1]
    d.act(0, plus)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert d.decision.player == 0 and d.state.active == 1
    angel = d.find("Exalted Angel")
    assert CastSpell(angel, "face_down") in d.game.legal_actions()
    d.cast(0, angel, method="face_down")
    d.resolve()
    (creature,) = [o for o in d.state.battlefield if d.state.objects[o].face_down]
    assert d.state.objects[creature].controller == 0
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))


def test_mana_for_creature_spells_pays_the_face_down_cast_of_an_exiled_morph_card() -> None:
    """CR 106.6, 702.37c, 708.4: Somberwald Sage's three mana may be spent only to cast
    creature spells; Exalted Angel exiled face down, cast face down, is a creature spell, so
    the Sage alone pays its {3}: the cast is offered and made."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage")
    s.exile(1, "Exalted Angel", face_down=True, may_play=0)
    s.library(0, *FILLER)
    s.library(1, *FILLER)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    assert CastSpell(angel, "face_down") in d.game.legal_actions()
    d.cast(0, angel, method="face_down")
    assert d.state.objects[d.find("Somberwald Sage")].tapped
    d.resolve()
    assert [o for o in d.state.battlefield if d.state.objects[o].face_down]


def _flashback(d: Driver) -> CastSpell:
    return CastSpell(d.find("Siphon Insight", "graveyard"), "flashback")


@pytest.mark.ruling("MID-OR-0828", "MID-OR-0831")
def test_flashback_ruling_exiled_when_countered() -> None:
    """Official rulings: cast with flashback, it is exiled instead of going anywhere else
    when it leaves the stack, "whether it resolves, is countered, or leaves the stack in some
    other way": countered by Discombobulate, it goes to exile; the opponent's library is
    untouched."""
    s = Scenario(seed=1)
    s.graveyard(0, "Siphon Insight")
    s.battlefield(0, "Island", "Swamp", "Island")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, "Shock", "Forest", *FILLER)
    d = Driver(s.build())
    sid = d.cast(0, d.find("Siphon Insight", "graveyard"), method="flashback", targets=[1])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # Discombobulate's library order
    assert d.zone_of("Siphon Insight") == "exile"
    assert not d.ids("Shock", "exile") and not d.ids("Forest", "exile")


@pytest.mark.ruling("MID-OR-0829")
def test_flashback_ruling_an_instant_is_flashed_back_on_an_opponents_turn() -> None:
    """Official ruling: the card's type sets the timing: an instant may be cast with flashback
    during the opponent's upkeep."""
    s = Scenario(seed=1)
    s.graveyard(0, "Siphon Insight")
    s.battlefield(0, "Island", "Swamp", "Island")
    s.library(1, "Shock", "Forest", *FILLER)
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0 and _flashback(d) in d.game.legal_actions()
    d.cast(0, d.find("Siphon Insight", "graveyard"), method="flashback", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", "library", player=1))
    assert d.ids("Shock", "exile") and d.zone_of("Siphon Insight") == "exile"


@pytest.mark.ruling("MID-OR-0830")
def test_flashback_ruling_mana_value_from_the_mana_cost() -> None:
    """Official ruling: paying the flashback cost {1}{U}{B}, the spell's mana value is still
    that of its mana cost {U}{B}: 2."""
    s = Scenario(seed=1)
    s.graveyard(0, "Siphon Insight")
    s.battlefield(0, "Island", "Swamp", "Island")
    s.library(1, "Shock", "Forest", *FILLER)
    d = Driver(s.build())
    sid = d.cast(0, d.find("Siphon Insight", "graveyard"), method="flashback", targets=[1])
    assert all(d.state.objects[x].tapped for x in d.state.battlefield)
    assert d.chars(sid).mana_value == 2


@pytest.mark.ruling("MID-OR-0832")
def test_flashback_ruling_discarded_it_is_flashed_back() -> None:
    """Official ruling: discarded to Famished Foragers's ability (never cast), it may be cast
    with flashback from the graveyard."""
    s = Scenario(seed=1)
    s.hand(0, "Siphon Insight")
    s.library(0, *FILLER)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island", "Swamp", "Island",
                  "Famished Foragers")
    s.library(1, "Shock", "Forest", *FILLER)
    d = Driver(s.build())
    d.activate(0, "Famished Foragers", pay=False)
    for _ in range(3):
        d.mana(0, d.ids("Mountain")[_])
    d.pay()
    d.expect("cost_discard")
    d.choose(d.find("Siphon Insight", "hand"))
    d.resolve()
    assert _flashback(d) in d.game.legal_actions()
    d.cast(0, d.find("Siphon Insight", "graveyard"), method="flashback", targets=[1])
    d.resolve()
    d.choose(d.find("Forest", "library", player=1))
    assert d.ids("Forest", "exile") and d.zone_of("Siphon Insight") == "exile"


@pytest.mark.ruling("MID-OR-0833")
def test_flashback_ruling_cast_again_before_anyone_else_acts() -> None:
    """Official ruling: resolved and put into the graveyard on its caster's turn, it may be
    cast with flashback right away: the caster gets priority first (CR 117.3b)."""
    d = setup(("Shock", "Forest"), extra_lands=("Island", "Island", "Swamp"))
    siphon(d, "Shock")
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d) in d.game.legal_actions()


def test_your_own_library_cant_be_targeted() -> None:
    """CR 115.1, "target opponent": the caster is no legal target; refused with an error and
    the game is unchanged."""
    d = setup(("Shock", "Forest"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Siphon Insight", targets=[0])
    assert d.game.fingerprint() == before


def test_with_one_card_in_that_library_that_card_is_exiled() -> None:
    """CR 608.2c: the top two cards of a one-card library are that card alone: it is the one
    exiled (face down, the caster may cast it), and nothing is put on the bottom."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Island")
    s.hand(0, "Siphon Insight")
    s.library(0, *FILLER)
    s.library(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Shock", "library", player=1))
    assert d.ids("Shock", "exile") and not d.state.players[1].library
    assert d.state.objects[d.find("Shock", "exile")].face_down
    assert castable(d, 0, d.find("Shock", "exile"))


def test_with_an_empty_library_nothing_happens() -> None:
    """Nothing to look at: no card is exiled, no question asked; the spell resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(0, *FILLER)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Siphon Insight") == "graveyard"
    assert not [o for o in d.state.objects.values() if o.zone.value == "exile"]


def test_the_exiled_card_stays_hidden_after_the_game_while_face_down_permanents_are_revealed(
        ) -> None:
    """CR 708.9: at the end of the game every face-down permanent and spell is revealed to
    all players, but not a card exiled face down (CR 406.3): once player 1 concedes, player 1
    and a spectator see player 0's face-down Daru Lancer, not the card Siphon Insight exiled,
    which player 0 still may look at."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Siphon Insight")
    s.library(0, *FILLER)
    s.library(1, "Join the Dance", "Syphon Soul", *FILLER)
    d = Driver(s.build())
    lancer = next(o for o in d.state.battlefield if d.state.objects[o].face_down)
    card = siphon(d, "Join the Dance")
    d.game.concede(1)
    assert d.state.game_over
    assert exile_entry(d, 0, card)["card"] == "Join the Dance"
    views = (d.game.view(1), d.game.spectator_view())
    for view in views:
        [entry] = [o for o in view["exile"] if o["id"] == card]
        assert entry["face_down"] and "card" not in entry
        assert "Join the Dance" not in json.dumps(view)
        [permanent] = [o for o in view["battlefield"] if o["id"] == lancer]
        assert permanent["card"] == "Daru Lancer"


def test_two_as_though_effects_apply_together_flash_and_mana_of_any_color() -> None:
    """CR 609.4a: two effects letting a player do the same thing "as though" different
    conditions were true both apply. Arlinn, the Pack's Hope's +1 lets player 0 cast creature
    spells as though they had flash; Siphon Insight exiles Glory Seeker ({1}{W}) and lets its
    mana be spent as though it were mana of any color. In player 1's upkeep, player 0 casts
    the Seeker from exile with two Islands; it enters with Arlinn's additional counter."""
    s = Scenario(players=2, seed=3)
    s.battlefield(0, "Arlinn, the Pack's Hope", "Island", "Swamp", "Island", "Island")
    s.hand(0, "Siphon Insight")
    s.library(0, *FILLER)
    s.library(1, "Glory Seeker", "Forest", *FILLER)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    (plus,) = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == arlinn and a.index == 1]
    d.act(0, plus)
    d.resolve()
    seeker = siphon(d, "Glory Seeker")
    d.pass_until("upkeep", turn=4)
    pass_to_priority_of(d, 0)
    assert d.state.active == 1
    assert castable(d, 0, seeker)
    d.cast(0, seeker, method="from_exile")
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))
    d.resolve()
    new = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[new].controller == 0
    assert d.state.objects[new].counters == {"+1/+1": 1}
