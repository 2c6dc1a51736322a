"""Galvanic Iteration — {U}{R} Instant.

Oracle: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
choose new targets for the copy. / Flashback {1}{U}{R} (You may cast this card from your
graveyard for its flashback cost. Then exile it.)"
Rulings covered: MID-RN-077, MID-RN-078, MID-RN-079, MID-RN-080, MID-RN-081, MID-RN-082,
MID-RN-083, MID-RN-084.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Galvanic Iteration")


def test_copies_the_next_instant_with_a_new_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Island")
    s.hand(0, "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(0)  # the copy now targets its controller
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (18, 18)


def test_only_this_turn() -> None:
    """The delayed ability can trigger only during the turn it was created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: the active player passes, the caster acts
    d.cast(0, "Shock", targets=[1])
    assert not d.state.triggered and len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 18


def test_flashback_from_the_graveyard_then_exiled() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Island", "Mountain")
    s.graveyard(0, "Galvanic Iteration")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration", method="flashback")
    d.resolve()
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16


def iteration_then(*lands: str, hand: tuple[str, ...] = (), theirs: tuple[str, ...] = (),
                   library: tuple[str, ...] = ("Island", "Island", "Island", "Island")) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", *lands)
    s.hand(0, "Galvanic Iteration", *hand)
    s.library(0, *library)
    if theirs:
        s.battlefield(1, *theirs)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    return d


@pytest.mark.ruling("MID-RN-077", "MID-OR-0739")
def test_a_second_iteration_is_copied_and_the_next_spell_copied_twice() -> None:
    d = iteration_then("Island", "Mountain", "Mountain", hand=("Galvanic Iteration", "Shock"))
    d.cast(0, "Galvanic Iteration")
    d.resolve_all()  # the copy of the second Iteration, then the Iteration itself
    d.cast(0, "Shock", targets=[1])
    assert d.decision.kind == "order_triggers"  # two delayed abilities triggered
    d.choose(d.game.legal_actions()[0].value)
    assert len(d.state.stack) == 3
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.choose(1)  # each copy keeps its target
    assert d.life(1) == 14


@pytest.mark.ruling("MID-RN-078", "MID-OR-0740")
def test_a_spell_without_targets_is_copied() -> None:
    d = iteration_then("Island", hand=("Consider",))
    hand = len(d.state.players[0].hand)
    d.cast(0, "Consider")
    d.resolve()  # the trigger: a copy of Consider
    d.resolve()  # the copy: look at the top card, keep it, draw
    d.choose(False)
    d.resolve()
    d.choose(False)
    assert not d.state.stack
    assert len(d.state.players[0].hand) == hand - 1 + 2


@pytest.mark.ruling("MID-RN-079", "MID-OR-0741")
def test_copied_even_if_the_spell_was_countered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[shock])
    d.resolve()
    d.choose(False)  # nothing to shuffle
    assert d.ids("Shock", zone="exile")  # countered
    d.resolve()  # the trigger still copies it
    d.choose(1)
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.ruling("MID-RN-079", "MID-RN-080", "MID-OR-0741", "MID-OR-0742")
def test_the_copy_resolves_first_and_may_keep_its_target() -> None:
    d = iteration_then("Mountain", hand=("Shock",))
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 1}
    d.choose(1)  # unchanged
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.life(1) == 18 and len(d.state.stack) == 1  # the original hasn't resolved yet
    d.resolve()
    assert d.life(1) == 16


@pytest.mark.ruling("MID-RN-081", "MID-OR-0743")
def test_the_copy_of_a_modal_spell_has_the_same_mode() -> None:
    d = iteration_then("Mountain", hand=("Fever Charm",), theirs=("Glory Seeker",))
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.decision.kind == "priority" and len(d.state.stack) == 2  # no mode to choose
    d.resolve_all()
    assert d.chars(seeker).power == 6 and not d.chars(seeker).has("Haste")


@pytest.mark.ruling("MID-RN-082", "MID-OR-0744")
def test_the_copy_has_the_same_x() -> None:
    d = iteration_then("Mountain", "Mountain", "Mountain", hand=("Starstorm",),
                       theirs=("Glory Seeker",))
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    d.resolve()
    assert d.find("Glory Seeker", "battlefield")  # 1 damage so far
    d.resolve()
    assert d.find("Glory Seeker", "graveyard")  # X was 1 for the copy too


@pytest.mark.ruling("MID-RN-083", "MID-OR-0745")
def test_the_copy_uses_what_the_original_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Island", "Swamp", "Glory Seeker")
    s.hand(0, "Galvanic Iteration", "Corpse Cobble")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Corpse Cobble", choices=[d.find("Glory Seeker"), None])
    d.resolve()  # the trigger: the copy is put on the stack, nothing more is paid
    assert d.decision.kind == "priority" and len(d.state.stack) == 2
    d.resolve_all()
    zombies = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert sorted(d.chars(z).power or 0 for z in zombies) == [2, 2]


@pytest.mark.ruling("MID-RN-084", "MID-OR-0746")
def test_the_copy_is_not_cast() -> None:
    d = iteration_then("Mountain", hand=("Shock",))
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(1)
    assert d.state.players[0].spells_cast_this_turn == 2  # the Iteration and the Shock
    assert not d.state.triggered
    assert sum(1 for e in d.game.log if e.kind == "cast") == 2


def test_only_the_next_spell_is_copied() -> None:
    """CR 603.7c: the delayed ability triggers only once, on the next instant or sorcery
    spell; a second spell that turn is not copied."""
    d = iteration_then("Mountain", "Mountain", hand=("Shock", "Shock"))
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1 and not d.state.triggered
    d.resolve()
    assert d.life(1) == 14


def test_a_creature_spell_neither_triggers_it_nor_uses_it_up() -> None:
    """Only an instant or sorcery spell triggers it; a creature spell cast first leaves it
    waiting for the next instant or sorcery."""
    d = iteration_then("Plains", "Plains", "Mountain", hand=("Glory Seeker", "Shock"))
    d.cast(0, "Glory Seeker")
    assert len(d.state.stack) == 1 and not d.state.triggered
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the trigger
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16


def test_an_opponents_spell_doesnt_trigger_it() -> None:
    """"When you cast": an instant cast by an opponent is not copied, and the ability still
    waits for its controller's next one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1 and not d.state.triggered
    d.resolve()
    assert d.life(0) == 18
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16


@pytest.mark.ruling("MID-OR-0742", "MID-RN-080")
def test_a_new_target_must_be_legal() -> None:
    """CR 707.10c: a new target for the copy must be legal; an object the spell couldn't
    target is refused and the copy is still waiting for its target."""
    d = iteration_then("Mountain", hand=("Shock",), theirs=("Glory Seeker",))
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    before = d.game.to_json()
    land = d.find("Mountain")
    with pytest.raises(IllegalActionError, match="is not a legal target.*any target"):
        d.choose(land)
    assert d.game.to_json() == before
    d.choose(d.find("Glory Seeker"))
    d.resolve_all()
    assert d.ids("Glory Seeker", zone="graveyard") and d.life(1) == 18


@pytest.mark.ruling("MID-OR-0750", "MID-OR-0747")
def test_countered_after_flashback_it_is_exiled() -> None:
    """CR 702.34a: a spell cast with flashback is exiled whenever it would leave the stack,
    countered included."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Mountain", "Mountain")
    s.graveyard(0, "Galvanic Iteration")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    it = d.cast(0, "Galvanic Iteration", method="flashback")
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[it])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.cast(0, "Shock", targets=[1])  # countered, it set up nothing to copy this
    assert len(d.state.stack) == 1 and not d.state.triggered


@pytest.mark.ruling("MID-OR-0749")
def test_flashback_costs_its_flashback_cost() -> None:
    """CR 601.2f: with flashback the total cost is {1}{U}{R}, not the mana cost {U}{R}: with
    two lands it can't be cast from the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island")
    s.graveyard(0, "Galvanic Iteration")
    d = Driver(s.build())
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Island")
    s.graveyard(0, "Galvanic Iteration")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration", method="flashback")
    assert all(d.state.objects[o].tapped for o in d.ids("Island") + d.ids("Mountain"))


@pytest.mark.ruling("MID-OR-0738", "MID-OR-0739", "MID-RN-077")
def test_cast_again_at_once_with_flashback_it_is_copied() -> None:
    """CR 117.3b: after it resolves its caster receives priority first and may cast it from
    the graveyard with flashback before any other player acts; the first delayed ability
    copies that Iteration, so two delayed abilities copy the Shock cast next twice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    assert d.decision.player == 0 and d.zone_of("Galvanic Iteration") == "graveyard"
    d.cast(0, "Galvanic Iteration", method="flashback")
    assert len(d.state.stack) == 2  # the Iteration and the delayed ability copying it
    d.resolve_all()
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.cast(0, "Shock", targets=[1])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        elif d.decision.kind == "new_target":
            d.choose(1)
        else:
            d.take_first(d.decision.kind)
    assert d.life(1) == 14


def test_a_flashback_sorcery_is_copied_and_only_the_card_is_exiled() -> None:
    """CR 707.10, 702.34a: Croaking Counterpart cast with flashback is copied; the copy and
    the spell each make a Frog, the card is exiled and the copy ceases to exist
    (CR 707.10a: it isn't a card)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Forest", "Forest", "Forest", "Island", "Island",
                  "Glory Seeker")
    s.hand(0, "Galvanic Iteration")
    s.graveyard(0, "Croaking Counterpart")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Croaking Counterpart", method="flashback", targets=[d.find("Glory Seeker")])
    d.resolve_all()
    frogs = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert [d.chars(f).name for f in frogs] == ["Glory Seeker", "Glory Seeker"]
    assert d.zone_of("Croaking Counterpart") == "exile"
    assert len(d.ids("Croaking Counterpart")) == 1


def test_a_copy_of_a_card_cast_is_the_next_instant_cast_and_is_copied() -> None:
    """CR 707.12, 603.7c: Bloodthirsty Adversary's copy of Shock, cast while the Adversary's
    ability resolves, is the next instant spell its controller casts: Galvanic Iteration's
    delayed ability triggers and copies it (the creature spell cast before didn't use it up);
    the opponent takes 2 from each Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", *["Mountain"] * 6)
    s.hand(0, "Galvanic Iteration", "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    [copy] = [a.value for a in d.game.legal_actions()
              if isinstance(a, Choose) and a.value is not None]
    d.choose(copy)
    d.choose(1)  # the copy's target: the opponent
    assert len(d.state.stack) == 2  # the cast copy and Galvanic Iteration's trigger
    d.resolve()
    d.choose(1)  # the Iteration's copy keeps the opponent as its target
    d.resolve_all()
    assert d.life(1) == 16 and not d.state.stack


def test_two_headed_giant_a_teammates_instant_is_not_copied() -> None:
    """"When you cast": in Two-Headed Giant the teammate's Shock doesn't trigger it (CR
    810.5: each player's spells are their own); its controller's next Shock does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[2])
    assert len(d.state.stack) == 1 and not d.state.triggered
    d.resolve()
    assert d.life(2) == 28
    d.cast(0, "Shock", targets=[3])
    assert len(d.state.stack) == 2  # the Shock and the delayed ability copying it
    d.resolve()
    d.choose(3)
    d.resolve_all()
    assert d.life(2) == 24


@pytest.mark.ruling("MID-OR-0748")
def test_flashback_in_an_opponents_turn_copies_the_next_instant_that_turn() -> None:
    """CR 702.34a, 117.1a: an instant cast with flashback keeps instant timing: in the
    opponent's upkeep it is cast from the graveyard, and the Shock cast next that turn is
    copied."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Island", "Mountain")
    s.graveyard(0, "Galvanic Iteration")
    s.hand(0, "Shock")
    s.library(0, "Island")
    s.library(1, "Island")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()  # the active opponent passes
    d.cast(0, "Galvanic Iteration", method="flashback")
    d.resolve()
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 2
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16


def test_only_the_copy_whose_target_left_doesnt_resolve() -> None:
    """CR 707.10, 608.2b: the copy and the original are separate objects on the stack, each
    checked for its own targets as it resolves. Shock targets the opponent; the copy gets Glory
    Seeker as its new target. Chain of Vapor, cast while both are on the stack, returns Glory
    Seeker to its owner's hand: the copy's only target is illegal and it doesn't resolve, but
    the original Shock still deals 2 damage to the opponent."""
    d = iteration_then("Mountain", "Island", hand=("Shock", "Chain of Vapor"),
                       theirs=("Glory Seeker",))
    seeker = d.find("Glory Seeker")
    shock = d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(seeker)
    assert len(d.state.stack) == 2
    d.cast(0, "Chain of Vapor", targets=[seeker])
    d.resolve()  # the opponent has no land to sacrifice: the chain ends
    assert d.zone_of("Glory Seeker") == "hand" and len(d.state.stack) == 2
    d.resolve()
    assert d.state.stack == [shock] and d.life(1) == 20
    d.resolve()
    assert d.life(1) == 18 and d.zone_of("Shock") == "graveyard"
