"""Hour of Eternity — {X}{X}{U}{U}{U} Sorcery.

Oracle: "Exile X target creature cards from your graveyard. For each card exiled this way,
create a token that's a copy of that card, except it's a 4/4 black Zombie."
Rulings covered: MIC-OR-0153 (only what is printed on the card is copied), MIC-OR-0154 (Zombies
instead of their other types, black, 4/4: copiable values), MIC-OR-0155 (the card's mana cost
and mana value), MIC-OR-0156 (its enters abilities work), MIC-OR-0157 (the story spotlight
symbol has no effect on play).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

CARD = "Hour of Eternity"
pytestmark = pytest.mark.card(CARD)


def _hour(*graveyard: str, islands: int = 7, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * islands))
    s.graveyard(0, *graveyard)
    s.hand(0, CARD, *hand)
    return Driver(s.build())


def _tokens(d: Driver) -> dict[str, int]:
    return {d.game.card(o).name: o for o in d.state.battlefield if d.state.objects[o].is_token}


def _cast(d: Driver, names: list[str]) -> None:
    d.cast(0, CARD, x=len(names), targets=[d.find(n, zone="graveyard") for n in names])
    d.resolve()


def test_x_cards_exiled_and_a_4_4_black_zombie_copy_of_each() -> None:
    """CR 400.7j: X=2 ({2}{2}{U}{U}{U}: seven Islands): both cards are exiled, and the rest of
    the effect finds them in exile: two tokens named after them; the creature card not
    targeted stays."""
    d = _hour("Glory Seeker", "Wretched Anurid", "Severed Legion")
    _cast(d, ["Glory Seeker", "Wretched Anurid"])
    assert d.find("Glory Seeker", zone="exile") and d.find("Wretched Anurid", zone="exile")
    assert d.find("Severed Legion", zone="graveyard")
    tokens = _tokens(d)
    assert set(tokens) == {"Glory Seeker", "Wretched Anurid"}
    assert sum(d.state.objects[i].tapped for i in d.ids("Island")) == 7


def test_only_creature_cards_in_your_graveyard() -> None:
    """Opponents' graveyards and noncreature cards can't be targeted."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5))
    s.graveyard(0, "Glory Seeker", "Shock")
    s.graveyard(1, "Wretched Anurid")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=1, pay=False)
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") in offered
    assert d.find("Shock") not in offered and d.find("Wretched Anurid") not in offered


@pytest.mark.ruling("MIC-OR-0153")
def test_only_the_printed_card_is_copied() -> None:
    """Official ruling: "Each token copies exactly what was printed on the original card and
    nothing else, except the characteristics it specifically modifies. It doesn't copy any
    information about the object the card was before it was put into your graveyard." Glory
    Seeker with a +1/+1 counter dies to Infernal Grasp; its token has no counter, is 4/4 and
    has only the printed card's name and rules (none)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5), "Swamp", "Swamp")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.hand(0, CARD, "Infernal Grasp")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Glory Seeker")])
    d.resolve()
    _cast(d, ["Glory Seeker"])
    token = _tokens(d)["Glory Seeker"]
    c = d.chars(token)
    assert d.state.objects[token].counters == {}
    assert (c.power, c.toughness) == (4, 4) and c.name == "Glory Seeker"
    assert not c.abilities


@pytest.mark.ruling("MIC-OR-0154")
def test_black_zombie_4_4_instead_and_these_are_copiable_values() -> None:
    """Official ruling: "The tokens are Zombies instead of their other types (unlike Zombies
    created by an eternalize ability) and are black instead of their other colors. Their power
    and toughness are 4/4. These are copiable values of the tokens that other effects may
    copy." The Glory Seeker token (a white Human Soldier card) is a black Zombie 4/4 creature;
    Cackling Counterpart copying the token makes another 4/4 black Zombie Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 10))
    s.graveyard(0, "Glory Seeker")
    s.hand(0, CARD, CACKLING_COUNTERPART.name)
    d = Driver(s.build())
    _cast(d, ["Glory Seeker"])
    first = _tokens(d)["Glory Seeker"]
    c = d.chars(first)
    assert c.subtypes == {"Zombie"} and c.colors == {"B"} and c.types == {"Creature"}
    assert (c.power, c.toughness) == (4, 4)
    d.cast(0, CACKLING_COUNTERPART.name, targets=[first])
    d.resolve()
    copies = [o for o in d.state.battlefield if d.state.objects[o].is_token and o != first]
    (second,) = copies
    c2 = d.chars(second)
    assert c2.name == "Glory Seeker" and c2.subtypes == {"Zombie"} and c2.colors == {"B"}
    assert (c2.power, c2.toughness) == (4, 4)


@pytest.mark.ruling("MIC-OR-0155")
def test_the_tokens_have_the_cards_mana_cost_and_mana_value() -> None:
    """Official ruling: "Unlike the tokens created by an eternalize ability, the tokens have
    the mana cost and thus mana value of the cards they're copying." The Wretched Anurid token
    has mana cost {1}{B} and mana value 2; the Gluttonous Zombie token {4}{B}, 5."""
    d = _hour("Wretched Anurid", "Gluttonous Zombie")
    _cast(d, ["Wretched Anurid", "Gluttonous Zombie"])
    tokens = _tokens(d)
    anurid, zombie = d.chars(tokens["Wretched Anurid"]), d.chars(tokens["Gluttonous Zombie"])
    assert (str(anurid.mana_cost), anurid.mana_value) == ("{1}{B}", 2)
    assert (str(zombie.mana_cost), zombie.mana_value) == ("{4}{B}", 5)


@pytest.mark.ruling("MIC-OR-0156")
def test_enters_abilities_of_the_copied_card_work() -> None:
    """Official ruling: "If a card copied by one of the tokens had any 'when [this permanent]
    enters the battlefield' abilities, then the token also has those abilities and will
    trigger them when it's created. Similarly, any 'as [this permanent] enters the
    battlefield' or '[this permanent] enters the battlefield with' abilities that the token
    has copied will also work." Dawnhart Mentor's token triggers and makes a 1/1 Human; Riders
    of Gavony's token has its creature type chosen as it enters."""
    d = _hour("Dawnhart Mentor", "Riders of Gavony")
    d.cast(0, CARD, x=2, targets=[d.find("Dawnhart Mentor"), d.find("Riders of Gavony")])
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Goblin")
    riders = _tokens(d)["Riders of Gavony"]
    assert d.state.objects[riders].chosen.get("creature_type") == "Goblin"
    d.resolve_all()
    humans = [o for o in d.state.battlefield if d.state.objects[o].is_token
              and "Human" in d.chars(o).subtypes]
    assert len(humans) == 1 and (d.chars(humans[0]).power, d.chars(humans[0]).toughness) == (1, 1)


@pytest.mark.ruling("MIC-OR-0157")
def test_the_story_spotlight_symbol_has_no_effect_on_play() -> None:
    """Official ruling: "... 'story spotlights' ... have the Planeswalker symbol in their text
    box; this symbol has no effect on gameplay." Hour of Eternity is a plain sorcery: its only
    ability is its spell ability, it is cast at sorcery speed only (not while a spell is on the
    stack, not in an opponent's turn) and with X=0 it does nothing."""
    d = _hour("Glory Seeker", hand=("Shock",))
    hour = d.find(CARD)
    c = d.game.card(hour)
    assert c.faces[0].type_line == "Sorcery" and len(d.chars(hour).abilities) == 1
    assert CastSpell(hour, "normal") in d.game.legal_actions()
    d.cast(0, CARD, x=0)
    d.resolve()
    assert _tokens(d) == {} and d.find("Glory Seeker", zone="graveyard")


def test_x_is_announced_no_larger_than_the_creature_cards_it_can_target() -> None:
    """CR 601.2b-c, 115.1: "Exile X target creature cards" needs X different targets. With one
    creature card in the graveyard and mana for X=2, X may be 0 or 1 only: X=2 could never be
    cast, so it isn't offered (a four-player game once offered it and then refused it)."""
    d = _hour("Glory Seeker", "Shock")
    d.game.apply(0, CastSpell(d.find(CARD), "normal"))
    decision = d.game.decision
    assert decision is not None and decision.kind == "x"
    assert [a.value for a in d.game.legal_actions()] == [0, 1]
    d = _hour("Glory Seeker", "Shock")
    _cast(d, ["Glory Seeker"])
    assert set(_tokens(d)) == {"Glory Seeker"}


def test_a_power_and_toughness_defining_ability_is_not_copied() -> None:
    """CR 707.9d: the exception gives the token its power and toughness (4/4), so Old
    Stickfingers's characteristic-defining ability ("power and toughness are each equal to the
    number of creature cards in your graveyard") isn't copied: the token is 4/4 though no
    creature card is left in the graveyard; Consuming Blob's token and Adeline's (whose
    ability defines its power alone) are 4/4 too."""
    d = _hour("Old Stickfingers", "Consuming Blob", "Adeline, Resplendent Cathar",
              "Glory Seeker", islands=11)
    d.cast(0, CARD, x=3, targets=[d.find(n, zone="graveyard") for n in (
        "Old Stickfingers", "Consuming Blob", "Adeline, Resplendent Cathar")])
    d.resolve()
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # Adeline's token: no trigger; order anything asked
    tokens = _tokens(d)
    for name in ("Old Stickfingers", "Consuming Blob", "Adeline, Resplendent Cathar"):
        c = d.chars(tokens[name])
        assert (c.power, c.toughness) == (4, 4), name
        assert not any(getattr(a, "cda", False) for a in c.abilities), name


def test_colour_and_creature_type_defining_abilities_are_not_copied() -> None:
    """CR 707.9d, 702.73a: the exception makes each token a black Zombie, so Avian Changeling's
    changeling ("every creature type") and Transguild Courier's "is all colors" aren't copied:
    a Zombie only, black only."""
    from tests.reference_cards import AVIAN_CHANGELING, TRANSGUILD_COURIER
    d = _hour(AVIAN_CHANGELING.name, TRANSGUILD_COURIER.name)
    _cast(d, [AVIAN_CHANGELING.name, TRANSGUILD_COURIER.name])
    tokens = _tokens(d)
    changeling = d.chars(tokens[AVIAN_CHANGELING.name])
    assert set(changeling.subtypes) == {"Zombie"} and not changeling.has("Changeling")
    assert changeling.has("Flying")  # its other abilities are copied
    assert set(d.chars(tokens[TRANSGUILD_COURIER.name]).colors) == {"B"}


def test_a_target_gone_in_response_is_neither_exiled_nor_copied() -> None:
    """CR 608.2b: Fade from Memory exiles Wretched Anurid in response; as Hour of Eternity
    resolves that target is illegal, so only Glory Seeker is exiled "this way" and only one
    token, a copy of it, is created; the Anurid stays where Fade from Memory put it."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 7))
    s.graveyard(0, "Glory Seeker", "Wretched Anurid")
    s.hand(0, CARD)
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    anurid = d.find("Wretched Anurid")
    d.cast(0, CARD, x=2, targets=[d.find("Glory Seeker"), anurid])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[anurid])
    d.resolve()
    assert d.zone_of("Wretched Anurid") == "exile"
    d.resolve()
    assert set(_tokens(d)) == {"Glory Seeker"}
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of(CARD) == "graveyard"


def test_all_targets_gone_the_spell_does_nothing() -> None:
    """CR 608.2b: its only target exiled in response, Hour of Eternity doesn't resolve: no
    token, and it goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5))
    s.graveyard(0, "Glory Seeker")
    s.hand(0, CARD)
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, x=1, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve()
    d.resolve()
    assert _tokens(d) == {} and d.zone_of(CARD) == "graveyard"
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_the_same_card_cant_be_targeted_twice() -> None:
    """CR 115.3: "X target creature cards" are X different cards: with X=2, choosing Glory
    Seeker a second time is refused with an error, and the game is as before the cast."""
    from manastack.game import IllegalActionError
    d = _hour("Glory Seeker", "Wretched Anurid")
    before = d.game.fingerprint()
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError):
        d.cast(0, CARD, x=2, targets=[seeker, seeker])
    assert d.game.fingerprint() == before
    assert d.zone_of(CARD) == "hand" and not d.state.stack


def test_made_to_read_elf_on_the_stack_its_copies_are_4_4_black_elves() -> None:
    """CR 612.2, 612.2a, 707.9b: Zombie changed to Elf in Hour of Eternity on the stack: the
    token copy of Glory Seeker is a 4/4 black Elf instead of its other creature types."""
    d = _hour("Glory Seeker", islands=6, hand=("Artificial Evolution",))
    spell = d.cast(0, CARD, x=1, targets=[d.find("Glory Seeker", zone="graveyard")])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    c = d.chars(_tokens(d)["Glory Seeker"])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 4, 4)


def test_enters_with_counters_abilities_count_for_tokens_entering_at_once() -> None:
    """CR 614.1c, 614.12, 107.3m, 707.9b: the three tokens enter at once, each with the
    "enters with" ability of the card it copies. Stag Beetle's and Custodi Soulbinders' "X is
    the number of other creatures on the battlefield" counts Glory Seeker only, not the other
    tokens entering with it: one counter each, 5/5. Mikaeus's token was no spell, so its X
    is 0: no counter, and it stays a 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 9), "Glory Seeker")
    s.graveyard(0, "Stag Beetle", "Custodi Soulbinders", "Mikaeus, the Lunarch")
    s.hand(0, CARD)
    d = Driver(s.build())
    _cast(d, ["Stag Beetle", "Custodi Soulbinders", "Mikaeus, the Lunarch"])
    tokens = _tokens(d)
    for name in ("Stag Beetle", "Custodi Soulbinders"):
        assert d.state.objects[tokens[name]].counters == {"+1/+1": 1}
        assert (d.chars(tokens[name]).power, d.chars(tokens[name]).toughness) == (5, 5)
    mikaeus = tokens["Mikaeus, the Lunarch"]
    assert not d.state.objects[mikaeus].counters
    assert (d.chars(mikaeus).power, d.chars(mikaeus).toughness) == (4, 4)
