"""Copies of spells (CR 707.10): put on the stack, not cast, may get new targets, cease to
exist when they leave the stack (CR 704.5e). Driven by Galvanic Iteration's delayed trigger.

A copy of a permanent spell becomes a token as it resolves (CR 608.3f, 111.13), with any
exception of its copy effect (CR 707.9b): driven by Double Major ({G}{U} Instant: "Copy target
creature spell you control, except the copy isn't legendary."), defined in
``tests/reference_cards.py``."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR


def _setup(galvanic: int = 1, shocks: int = 1) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain", "Island"] * (galvanic + shocks)))
    s.hand(0, *(["Galvanic Iteration"] * galvanic), *(["Shock"] * shocks))
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    return Driver(s.build())


def _shocks_on_stack(d: Driver) -> list[int]:
    return [o for o in d.state.stack if d.state.objects[o].card_key is not None
            and d.chars(o).name == "Shock"]


def test_copy_gets_a_new_target_and_both_resolve() -> None:
    """CR 707.10c: the copy's controller may change its target; the copy resolves first
    (it is put on the stack above the original)."""
    d = _setup()
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()  # the delayed trigger
    d.expect("new_target")
    d.choose(tusker)
    copies = [o for o in _shocks_on_stack(d) if d.state.objects[o].is_copy]
    assert len(copies) == 1 and d.state.stack[-1] == copies[0]
    d.resolve()
    assert d.state.objects[tusker].damage == 2
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_copy_may_keep_its_target() -> None:
    """CR 707.10c: keeping the target is allowed; both deal their damage."""
    d = _setup()
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.expect("new_target")
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16


def _settle(d: Driver) -> None:
    """Resolve everything, keeping every copy's target and putting triggers in order."""
    while d.state.stack:
        kind = d.decision.kind
        if kind == "priority":
            d.pass_priority()
        elif kind == "new_target":
            d.choose(1)  # keep the opponent as the target
        else:
            d.choose(d.game.legal_actions()[0].value)


def test_a_copy_is_not_cast() -> None:
    """CR 707.10: the copy is created on the stack, not cast: the caster's count of spells
    cast this turn (what day and night look at, CR 702.145) counts the Shock once."""
    d = _setup()
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    _settle(d)
    assert d.life(1) == 16
    assert d.state.players[0].spells_cast_this_turn == 2
    assert len([e for e in d.state.log if e.kind == "copy"]) == 1
    assert len([e for e in d.state.log if e.kind == "cast"]) == 2


def test_a_copy_does_what_the_spell_does() -> None:
    """CR 707.10: a copy of Galvanic Iteration (copied by the first one's delayed trigger,
    as it is the next instant cast) sets up its own delayed trigger when it resolves, like the
    original: the next Shock is copied twice."""
    d = _setup(galvanic=2)
    d.cast(0, d.ids("Galvanic Iteration", zone="hand")[0])
    d.resolve()
    d.cast(0, "Galvanic Iteration")
    _settle(d)
    assert len([e for e in d.state.log if e.kind == "copy"]) == 1
    d.cast(0, "Shock", targets=[1])
    _settle(d)
    assert len([e for e in d.state.log if e.kind == "copy"]) == 3
    assert d.life(1) == 20 - 6


def test_the_copy_ceases_to_exist_after_resolving() -> None:
    """CR 704.5e / 707.10: only the card goes to the graveyard."""
    d = _setup()
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16
    in_yard = [o for o in d.state.players[0].graveyard if d.chars(o).name == "Shock"]
    assert len(in_yard) == 1
    assert not [o for o in d.state.objects if d.state.objects[o].is_copy
                and d.state.objects[o].zone is not Zone.STACK and o in d.state.objects
                and o in d.state.players[0].graveyard + d.state.exile]


def test_the_delayed_trigger_copies_only_the_next_spell() -> None:
    """CR 603.7c: a delayed triggered ability triggers only once."""
    d = _setup(shocks=2)
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    d.cast(0, "Shock", targets=[1])
    assert len(_shocks_on_stack(d)) == 1 and not d.state.triggered
    d.resolve()
    assert d.life(1) == 14


def test_a_copy_of_a_creature_spell_becomes_a_token_without_the_exception_s_supertype() -> None:
    """Double Major on Rem Karolus: the copy becomes a token Rem Karolus that isn't legendary,
    so the legend rule (CR 704.5j) leaves both; the token wasn't cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Forest", "Island")
    s.hand(0, "Rem Karolus, Stalwart Slayer", DOUBLE_MAJOR.name)
    d = Driver(s.build())
    rem = d.cast(0, "Rem Karolus, Stalwart Slayer")
    d.cast(0, DOUBLE_MAJOR.name, targets=[rem])
    d.resolve()
    copy = d.state.stack[-1]
    assert "Legendary" not in d.chars(copy).supertypes
    assert "Legendary" in d.chars(rem).supertypes
    d.resolve_all()
    both = d.ids("Rem Karolus, Stalwart Slayer", zone="battlefield")
    assert len(both) == 2
    token = next(o for o in both if d.state.objects[o].is_token)
    card = next(o for o in both if o != token)
    assert "Legendary" not in d.chars(token).supertypes
    assert "Legendary" in d.chars(card).supertypes
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Rem Karolus, Stalwart Slayer", 2,
                                                            3, 3)
    assert c.has("Flying") and c.has("Haste")
    assert not d.state.objects[token].was_cast and d.state.objects[card].was_cast


def test_a_token_copy_of_a_creature_spell_leaves_no_card_behind() -> None:
    """The token made from a copy of Glory Seeker dies and ceases to exist (CR 704.5d); only
    the real card reaches the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Forest", "Island")
    s.hand(0, "Glory Seeker", DOUBLE_MAJOR.name)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    seeker = d.cast(0, "Glory Seeker")
    d.cast(0, DOUBLE_MAJOR.name, targets=[seeker])
    d.resolve_all()
    seekers = d.ids("Glory Seeker", zone="battlefield")
    assert len(seekers) == 2
    assert sorted(d.state.objects[o].is_token for o in seekers) == [False, True]
    d.pass_priority()
    for target in seekers:
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[target])
        d.resolve()
        if d.decision.player != 1:
            d.pass_priority()
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 1
    assert len(d.state.players[0].graveyard) == 2  # Glory Seeker and Double Major


def test_a_copy_of_a_double_faced_creature_spell_enters_with_its_back_face_at_night() -> None:
    """CR 707.10g, 608.3f, 702.145b: the copy of Outland Liberator is a double-faced spell and
    becomes a double-faced token; it is night, so with daybound it enters transformed, with the
    back face's characteristics (Frenzied Trapbreaker, 3/3), as the card does."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Outland Liberator", DOUBLE_MAJOR.name)
    d = Driver(s.build())
    spell = d.cast(0, "Outland Liberator")
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    d.resolve()  # Double Major: the copy goes on the stack
    d.resolve()  # the copy becomes a token
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Frenzied Trapbreaker", 3, 3)
    d.resolve()
    card = [o for o in d.state.battlefield if o != token and d.chars(o).is_creature]
    assert [d.chars(o).name for o in card] == ["Frenzied Trapbreaker"]


def _galvanic(*lands: str, hand: tuple[str, ...], mine: tuple[str, ...] = (),
              theirs: tuple[str, ...] = ()) -> Driver:
    """Player 0 has cast Galvanic Iteration (resolved): their next instant or sorcery spell
    this turn is copied."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", *lands, *mine)
    s.hand(0, "Galvanic Iteration", *hand)
    if theirs:
        s.battlefield(1, *theirs)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    return d


def test_a_copy_divides_as_the_original_was_divided() -> None:
    """CR 707.10: a copy copies the decisions made for the spell, the division of Defend the
    Celestus's three counters (2 and 1, CR 601.2d) included: both resolve, 4 and 2 counters."""
    d = _galvanic("Forest", "Forest", "Forest", "Forest", hand=("Defend the Celestus",),
                  mine=("Glory Seeker", "Elvish Warrior"))
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if d.decision.kind == "target":
        d.choose(None)  # no third target
    d.choose((2, 1))
    d.pay()
    d.resolve()  # the delayed trigger: the copy
    while d.decision.kind == "new_target":
        d.choose(d.decision.actions[0].value)  # keep each target
    d.resolve()  # the copy
    assert d.state.objects[seeker].counters == {"+1/+1": 2}
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 4}
    assert d.state.objects[warrior].counters == {"+1/+1": 2}


def test_a_copy_uses_the_creature_sacrificed_for_the_original() -> None:
    """CR 707.10, 608.2h: the copy of Endemic Plague destroys the creatures sharing a type with
    the creature sacrificed to cast the original (a Zombie), while the original still waits."""
    d = _galvanic("Swamp", "Swamp", "Swamp", "Swamp", hand=("Endemic Plague",),
                  mine=("Gluttonous Zombie",), theirs=("Anurid Murkdiver", "Elvish Warrior"))
    d.cast(0, "Endemic Plague", choices=[d.find("Gluttonous Zombie")])
    d.resolve()  # the delayed trigger: the copy
    assert len(d.state.stack) == 2
    d.resolve()  # the copy
    assert d.find("Anurid Murkdiver", zone="graveyard")  # a Zombie Frog Beast
    assert d.find("Elvish Warrior", zone="battlefield")
    assert len(d.state.stack) == 1


def test_each_target_of_a_two_target_copy_may_be_changed_but_not_to_a_chosen_one() -> None:
    """CR 707.10c, 115.3, 115.7e: the copy of Essence Fracture ("two target creatures") gets
    a new target for each of its two targets in turn, never the creature an earlier target
    was given (the first may take the creature the second still holds, as only the final set
    of targets is checked); the decision names the copy and asks to change or keep the
    target."""
    d = _galvanic("Island", "Island", "Island", "Island", "Island", hand=("Essence Fracture",),
                  theirs=("Glory Seeker", "Elvish Warrior", "Krosan Tusker"))
    seeker, warrior, tusker = (d.find(n) for n in ("Glory Seeker", "Elvish Warrior",
                                                   "Krosan Tusker"))
    d.cast(0, "Essence Fracture", targets=[seeker, warrior])
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    dec = d.expect("new_target")
    assert dec.prompt == "Choose a new target for the copy (or keep the current one)"
    assert dec.info()["source"] == copy
    assert [a.value for a in dec.actions] == [seeker, warrior, tusker]
    d.choose(tusker)
    dec = d.expect("new_target")
    assert [a.value for a in dec.actions] == [warrior, seeker]  # not the tusker, now
    d.choose(warrior)
    assert d.state.objects[copy].stack["targets"] == ((tusker, warrior),)
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "hand" and d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_two_copies_of_a_double_faced_creature_spell_are_each_double_faced() -> None:
    """CR 707.10g: each of two copies of Outland Liberator waiting on the stack together is a
    double-faced spell; at night each becomes a token with the back face up (CR 702.145b)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Island", "Island")
    s.hand(0, "Outland Liberator", DOUBLE_MAJOR.name, DOUBLE_MAJOR.name)
    d = Driver(s.build())
    spell = d.cast(0, "Outland Liberator")
    d.cast(0, d.ids(DOUBLE_MAJOR.name, "hand")[0], targets=[spell])
    d.resolve()  # the first copy goes on the stack
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    d.resolve()  # the second copy
    d.resolve_all()
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 2
    assert [d.chars(t).name for t in tokens] == ["Frenzied Trapbreaker"] * 2


def test_a_copy_keeps_the_creature_type_chosen_for_the_original() -> None:
    """CR 707.10: the copy of Aphetto Dredging has the creature type chosen as the original was
    cast (Zombie): its new target may be another Zombie card, not an Elf card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Galvanic Iteration", "Aphetto Dredging")
    s.graveyard(0, "Festering Goblin", "Gluttonous Zombie", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    goblin, zombie = d.find("Festering Goblin"), d.find("Gluttonous Zombie")
    d.cast(0, "Aphetto Dredging", choices=["Zombie"], targets=[goblin])
    d.resolve()  # the delayed trigger: the copy
    dec = d.expect("new_target")
    assert [a.value for a in dec.actions] == [goblin, zombie]
    d.choose(zombie)
    d.resolve_all()
    assert d.zone_of("Festering Goblin") == "hand" and d.zone_of("Gluttonous Zombie") == "hand"
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_each_target_word_of_a_copy_may_get_a_new_target() -> None:
    """CR 707.10c: the copy of Cruel Revival may change the target of each of its two target
    words in turn: the creature to destroy, then the Zombie card to return."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Galvanic Iteration", "Cruel Revival")
    s.graveyard(0, "Festering Goblin", "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    goblin, zombie = d.find("Festering Goblin"), d.find("Gluttonous Zombie")
    d.cast(0, "Cruel Revival", targets=[seeker, goblin])
    d.resolve()  # the delayed trigger: the copy
    dec = d.expect("new_target")
    assert dec.info()["slot"] == 0 and seeker in [a.value for a in dec.actions]
    d.choose(warrior)
    dec = d.expect("new_target")
    assert dec.info()["slot"] == 1 and [a.value for a in dec.actions] == [goblin, zombie]
    d.choose(zombie)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].stack["targets"] == ((warrior,), (zombie,))
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Festering Goblin") == "hand" and d.zone_of("Gluttonous Zombie") == "hand"


def test_a_copy_of_a_legendary_double_faced_creature_spell_is_a_nonlegendary_token() -> None:
    """CR 707.10g, 707.9b, 704.5j: Double Major copies Tovolar, Dire Overlord (a legendary
    double-faced creature spell) except that the copy isn't legendary; the double-faced token it
    becomes keeps that exception on either face, so the legend rule leaves both Tovolars on
    the battlefield, by day and, both transformed, by night (CR 712.8a)."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Mountain", "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Tovolar, Dire Overlord", DOUBLE_MAJOR.name)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    spell = d.cast(0, "Tovolar, Dire Overlord")
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    d.resolve()
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(token)
    assert c.name == "Tovolar, Dire Overlord" and "Legendary" not in c.supertypes
    d.resolve()
    assert d.decision.kind == "priority"
    assert len([o for o in d.state.battlefield
                if d.chars(o).name == "Tovolar, Dire Overlord"]) == 2
    turn = d.state.turn
    d.pass_until("precombat_main", turn=turn + 2)  # player 1 cast no spell: it is night
    assert d.state.day_night == "night"
    c = d.chars(token)
    assert c.name == "Tovolar, the Midnight Scourge" and "Legendary" not in c.supertypes
    assert len([o for o in d.state.battlefield
                if d.chars(o).name == "Tovolar, the Midnight Scourge"]) == 2


def test_a_copy_of_a_spell_is_a_spell_that_can_be_countered() -> None:
    """CR 112.1a, 707.10: the copy of Shock has no card, yet it is a spell: player 1's
    Dissipate ("Counter target spell") may target it and counters it; the original Shock
    still deals its 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Mountain", "Island")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.expect("new_target")
    d.choose(1)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].is_copy
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[copy])
    d.resolve()
    assert copy not in d.state.stack and len(d.state.stack) == 1
    d.resolve_all()
    assert d.life(1) == 18


def test_the_two_targets_of_a_copy_may_swap() -> None:
    """CR 115.7e (its Arc Trail example), 707.10c: the copy of Essence Fracture targeting
    Glory Seeker and Elvish Warrior, in that order, gets Elvish Warrior as its first target;
    its second target, the Warrior, can't be kept then (the final targets must differ) and
    becomes Glory Seeker."""
    d = _galvanic("Island", "Island", "Island", "Island", "Island", hand=("Essence Fracture",),
                  theirs=("Glory Seeker", "Elvish Warrior", "Krosan Tusker"))
    seeker, warrior, tusker = (d.find(n) for n in ("Glory Seeker", "Elvish Warrior",
                                                   "Krosan Tusker"))
    d.cast(0, "Essence Fracture", targets=[seeker, warrior])
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    d.expect("new_target")
    d.choose(warrior)
    dec = d.expect("new_target")
    assert dec.prompt == ("Choose a new target for the copy (its current one is now another "
                          "target's)")
    assert [a.value for a in dec.actions] == [seeker, tusker]
    d.choose(seeker)
    assert d.state.objects[copy].stack["targets"] == ((warrior, seeker),)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_no_swap_while_a_target_of_the_copy_is_illegal() -> None:
    """CR 707.10c, 115.7e: Glory Seeker, the first target of Essence Fracture, is Shocked
    before the copy is made: the copy's first target may stay Glory Seeker or become Krosan
    Tusker, but not Elvish Warrior, its other target, which then couldn't be given a legal
    new target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", *["Island"] * 5)
    s.hand(0, "Galvanic Iteration", "Essence Fracture")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Krosan Tusker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker, warrior, tusker = (d.find(n) for n in ("Glory Seeker", "Elvish Warrior",
                                                   "Krosan Tusker"))
    d.cast(0, "Essence Fracture", targets=[seeker, warrior])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    dec = d.expect("new_target")
    assert [a.value for a in dec.actions] == [seeker, tusker]
    d.choose(tusker)
    assert d.state.objects[copy].stack["targets"] == ((tusker, warrior),)


def test_a_copy_s_new_target_cant_have_protection_from_its_color() -> None:
    """CR 707.10c, 702.16b: the copy of Shock is red like the spell it copies: Skirk Fire
    Marshal (protection from red) isn't offered as its new target; Glory Seeker is."""
    d = _galvanic("Mountain", hand=("Shock",), theirs=("Glory Seeker", "Skirk Fire Marshal"))
    seeker, marshal = d.find("Glory Seeker"), d.find("Skirk Fire Marshal")
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the delayed trigger: the copy
    dec = d.expect("new_target")
    offered = [a.value for a in dec.actions]
    assert seeker in offered and marshal not in offered


def test_a_copy_s_new_targets_keep_the_division_of_the_original() -> None:
    """CR 115.7f, 115.7e: Defend the Celestus's three counters are divided 2 and 1 between
    Glory Seeker and Elvish Warrior; its copy's two targets are swapped, and the division
    stays with the target positions: the copy puts 2 counters on the Warrior and 1 on the
    Seeker."""
    d = _galvanic("Forest", "Forest", "Forest", "Forest", hand=("Defend the Celestus",),
                  mine=("Glory Seeker", "Elvish Warrior"))
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if d.decision.kind == "target":
        d.choose(None)  # no third target
    d.choose((2, 1))
    d.pay()
    d.resolve()  # the delayed trigger: the copy
    d.expect("new_target")
    d.choose(warrior)
    d.expect("new_target")
    d.choose(seeker)
    d.resolve()  # the copy
    assert d.state.objects[warrior].counters == {"+1/+1": 2}
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_a_modal_copy_s_new_target_follows_the_mode_chosen() -> None:
    """CR 115.8, 707.10: the copy of Fever Charm cast for its second mode ("Target creature
    gets +2/+0") gets a new target among creatures, not only Wizards (the third mode's
    target, not chosen): Elvish Warrior, and each creature gets +2/+0."""
    d = _galvanic("Mountain", hand=("Fever Charm",), mine=("Glory Seeker", "Elvish Warrior"))
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()  # the delayed trigger: the copy
    dec = d.expect("new_target")
    assert [a.value for a in dec.actions] == [seeker, warrior]
    d.choose(warrior)
    d.resolve_all()
    assert (d.chars(seeker).power, d.chars(warrior).power) == (4, 4)


def test_a_copy_of_a_counterspell_may_target_the_original_and_counter_it() -> None:
    """CR 707.10, 707.10c, 701.6a, 115.5: player 1 casts Shock at player 0, who answers with
    Dissipate targeting the Shock; Galvanic Iteration's delayed trigger copies Dissipate, and
    the copy's new target is the original Dissipate, a spell on the stack. The copy resolves
    first and counters the original, which its "countered this way" exiles instead of putting
    it into the graveyard; the Shock, no longer targeted by anything, resolves and deals its 2
    damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Island", "Island", "Island")
    s.hand(0, "Galvanic Iteration", "Dissipate")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_priority()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    original = d.cast(0, "Dissipate", targets=[shock])
    d.resolve()  # the delayed trigger
    d.expect("new_target")
    # the copy itself, already on the stack, isn't offered (CR 115.5)
    assert {a.value for a in d.game.legal_actions()} == {shock, original}
    d.choose(original)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].is_copy
    d.resolve()
    assert original not in d.state.stack
    assert d.ids("Dissipate", zone="exile") and not d.ids("Dissipate", zone="graveyard")
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18
    assert d.ids("Shock", zone="graveyard") and not d.state.stack


def test_a_copy_of_a_counterspell_counters_the_original_into_its_owners_graveyard() -> None:
    """CR 707.10c, 701.6a, 608.2b: as above with Discombobulate ("Counter target spell. Look at
    the top four cards of your library, then put them back in any order"): the copy, retargeted
    to the original, counters it into its owner's graveyard and its controller looks at and
    orders the top four cards once; the original never resolves, so there's no second look,
    and the Shock resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", *["Island"] * 5)
    s.hand(0, "Galvanic Iteration", "Discombobulate")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_priority()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    original = d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()  # the delayed trigger
    d.expect("new_target")
    d.choose(original)
    d.resolve()
    d.expect("order_cards")
    d.take_first("order_cards")
    assert d.zone_of("Discombobulate") == "graveyard"
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18 and not d.state.stack
    assert sum(1 for e in d.state.log if e.kind == "look") == 1


def _duplicity_copy(*theirs: str, mountain: bool = False) -> tuple[Driver, list[int]]:
    """Galvanic Iteration, then Visions of Duplicity ("Exchange control of two target
    creatures you don't control": its second target word is another target) targeting the
    first two of ``theirs``: the delayed trigger is on the stack above it."""
    d = _galvanic("Island", "Island", "Island", *(["Mountain"] if mountain else []),
                  hand=("Visions of Duplicity", "Shock"), theirs=theirs)
    ids = [d.find(n) for n in theirs]
    d.cast(0, "Visions of Duplicity", targets=ids[:2])
    return d, ids


def test_a_copy_s_other_target_cant_be_changed_to_the_first_target() -> None:
    """CR 115.3, 115.7d, 707.10c: the copy of Visions of Duplicity keeps Glory Seeker as its
    first target; its second target ("another target creature") may stay Elvish Warrior or
    become Krosan Tusker, never Glory Seeker."""
    d, (seeker, warrior, tusker) = _duplicity_copy("Glory Seeker", "Elvish Warrior",
                                                   "Krosan Tusker")
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    d.expect("new_target")
    d.choose(seeker)
    dec = d.expect("new_target")
    assert dec.info()["slot"] == 1
    assert [a.value for a in dec.actions] == [warrior, tusker]
    d.choose(tusker)
    assert d.state.objects[copy].stack["targets"] == ((seeker,), (tusker,))


def test_a_copy_s_two_target_words_that_must_differ_may_swap() -> None:
    """CR 115.7e (its Arc Trail example), 707.10c: the opponent's only creatures are the two
    targets; the copy's first target becomes Elvish Warrior, its second target's; that one
    can't be kept then (the two must differ) and becomes Glory Seeker, which the first no
    longer holds."""
    d, (seeker, warrior) = _duplicity_copy("Glory Seeker", "Elvish Warrior")
    d.resolve()
    copy = d.state.stack[-1]
    dec = d.expect("new_target")
    assert [a.value for a in dec.actions] == [seeker, warrior]
    d.choose(warrior)
    dec = d.expect("new_target")
    assert dec.prompt == ("Choose a new target for the copy (its current one is now another "
                          "target's)")
    assert [a.value for a in dec.actions] == [seeker]
    d.choose(seeker)
    assert d.state.objects[copy].stack["targets"] == ((warrior,), (seeker,))


def test_a_copy_s_first_target_cant_take_the_other_s_when_it_couldnt_change() -> None:
    """CR 115.7d: Glory Seeker, the copy's first target, is Shocked before the copy is made;
    only Elvish Warrior, the second target, is left: the first target can't become it (the
    second would then have no other legal target), so both stay and no new target is asked
    for."""
    d, (seeker, warrior) = _duplicity_copy("Glory Seeker", "Elvish Warrior", mountain=True)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    assert d.decision.kind == "priority"
    assert d.state.objects[copy].stack["targets"] == ((seeker,), (warrior,))


def test_a_copy_s_other_target_word_may_get_the_object_the_first_holds() -> None:
    """CR 115.3, 707.10c: Ruinous Intrusion's two target words don't have to differ: the
    copy's second target ("target creature you control") may become Crossroads Candleguide, an
    artifact creature its first target ("target artifact or enchantment") keeps."""
    d = _galvanic("Forest", "Forest", "Forest", "Forest",
                  hand=("Ruinous Intrusion",), mine=("Crossroads Candleguide", "Glory Seeker"))
    guide, seeker = d.find("Crossroads Candleguide"), d.find("Glory Seeker")
    d.cast(0, "Ruinous Intrusion", targets=[guide, seeker])
    d.resolve()  # the delayed trigger: the copy
    copy = d.state.stack[-1]
    dec = d.expect("new_target")  # the first target has no other to change to: none asked
    assert dec.info()["slot"] == 1
    assert [a.value for a in dec.actions] == [seeker, guide]
    d.choose(guide)
    assert d.state.objects[copy].stack["targets"] == ((guide,), (guide,))
