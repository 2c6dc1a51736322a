"""Creating tokens (CR 701.7) played through."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _human_tokens(curse: bool) -> tuple[Driver, list[int]]:
    """Dearly Departed in player 0's graveyard; Join the Dance creates two Human tokens, with
    or without the opponent's Curse of Conformity on player 0."""
    s = Scenario(seed=1)
    s.graveyard(0, "Dearly Departed")
    s.battlefield(0, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    if curse:
        s.battlefield(1, "Curse of Conformity", attached_to=0)
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    return d, tokens


def test_created_tokens_are_put_onto_the_battlefield() -> None:
    """CR 701.7a: Join the Dance creates two 1/1 white Human creature tokens: two tokens with
    those characteristics are put onto the battlefield under its controller's control."""
    d, tokens = _human_tokens(curse=False)
    assert len(tokens) == 2
    for t in tokens:
        c = d.chars(t)
        assert d.state.objects[t].controller == 0
        assert "Human" in c.subtypes and c.colors == frozenset("W")


def test_entering_replacement_sees_the_token_after_continuous_effects() -> None:
    """CR 701.7b: Dearly Departed's replacement effect applies to Human tokens entering the
    battlefield, after considering the continuous effects that modify them: under Curse of
    Conformity (nonlegendary creatures lose all creature types) Join the Dance's tokens enter as
    no Human and get no +1/+1 counter, while without it each gets one."""
    d, tokens = _human_tokens(curse=False)
    assert [d.state.objects[t].counters.get("+1/+1", 0) for t in tokens] == [1, 1]
    d, tokens = _human_tokens(curse=True)
    assert len(tokens) == 2
    assert all(not d.chars(t).subtypes for t in tokens)
    assert [d.state.objects[t].counters.get("+1/+1", 0) for t in tokens] == [0, 0]


def _vampire_token(curse: bool) -> tuple[Driver, int]:
    """Vampire Socialite on player 0's battlefield; player 0 Shocks player 1 (an opponent lost
    life this turn), then casts Hungry for More, creating a 3/1 Vampire token; with or without
    the opponent's Curse of Conformity on player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vampire Socialite", "Mountain", "Mountain", "Swamp", "Mountain")
    s.hand(0, "Shock", "Hungry for More")
    if curse:
        s.battlefield(1, "Curse of Conformity", attached_to=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Hungry for More")
    d.resolve()
    (token,) = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    return d, token


def test_a_token_created_enters_with_the_counters_others_entering_get() -> None:
    """CR 701.7a, 701.7b, 614.1c: a token created enters the battlefield: Hungry for More's
    Vampire token gets Vampire Socialite's additional +1/+1 counter (an opponent lost life
    this turn), a 4/2."""
    d, token = _vampire_token(curse=False)
    assert d.state.objects[token].counters == {"+1/+1": 1}
    assert (d.chars(token).power, d.chars(token).toughness) == (4, 2)


def test_a_token_that_wont_be_a_vampire_there_gets_no_counter() -> None:
    """CR 701.7b, 614.12: under Curse of Conformity, Hungry for More's token enters as no
    Vampire (a 3/3 with no creature type), so Vampire Socialite's replacement effect doesn't
    apply to it."""
    d, token = _vampire_token(curse=True)
    assert not d.chars(token).subtypes
    assert d.state.objects[token].counters == {}


def test_a_card_is_seen_as_it_would_exist_on_the_battlefield_too() -> None:
    """CR 614.12: under Curse of Conformity a second Vampire Socialite, a Vampire card on the
    stack, would be no Vampire on the battlefield: the first Socialite's replacement effect
    doesn't give it a counter; without the Curse it gets one."""
    for curse, expected in ((False, {"+1/+1": 1}), (True, {})):
        s = Scenario(seed=1)
        s.battlefield(0, "Vampire Socialite", "Mountain", "Mountain", "Swamp")
        s.hand(0, "Shock", "Vampire Socialite")
        if curse:
            s.battlefield(1, "Curse of Conformity", attached_to=0)
        d = Driver(s.build())
        first = d.find("Vampire Socialite", zone="battlefield")
        d.cast(0, "Shock", targets=[1])
        d.resolve()
        d.cast(0, "Vampire Socialite")
        d.resolve()
        while d.state.stack:
            d.resolve()
        (second,) = [x for x in d.ids("Vampire Socialite", zone="battlefield") if x != first]
        assert d.state.objects[second].counters == expected
