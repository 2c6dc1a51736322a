"""Path of Ancestry — Land.

Oracle: "Path of Ancestry enters the battlefield tapped. / {T}: Add one mana of any color in
your commander's color identity. When that mana is spent to cast a creature spell that shares a
creature type with your commander, scry 1. (Look at the top card of your library. You may put
that card on the bottom of your library.)"
Rulings covered: MIC-OR-0289 (two commanders), MIC-OR-0290 (the commander's types are checked
just after the spell is cast; none phased out; its "none in a hidden zone" is obsolete: CR 903.3e
sees them in the hand and library), MIC-OR-0291 (a colorless commander: no
mana), MIC-OR-0292 (no commander: no mana), MIC-OR-0293 (casting the commander with it),
MIC-OR-0294 (a commander with no creature types), MIC-OR-0295 (two such mana: two triggers).
"""

from __future__ import annotations

import json

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.illegal_actions import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.commander_mana_checks import (
    COLORLESS_GOLEM,
    CRYPT_PARTNER,
    GLADE_PARTNER,
    JADAR,
    KATILDA,
    mana_options,
    with_commanders,
    without_commander,
)
from tests.phasing_out import phase_out_with_adversary
from tests.reference_cards import AVIAN_CHANGELING as _AVIAN

AVIAN_CHANGELING = _AVIAN.name

CARD = "Path of Ancestry"
pytestmark = pytest.mark.card(CARD)

WITCH = "Candlegrove Witch"  # {1}{W} Creature — Human Warlock, like Katilda
WOLF = "Bounding Wolf"  # {2}{G} Creature — Wolf
TYPELESS = define_card("Typeless Paragon", "{G}{W}", "Legendary Creature", "",
                       power="2", toughness="2").name
"""A card made up for ruling MIC-OR-0294: a legendary creature with no creature types."""

WOLF_COMMANDER = define_card("Pack Sovereign", "{2}{G}", "Legendary Creature — Wolf", "",
                             power="3", toughness="3").name
"""A card made up for a commander that is a Wolf (a legendary creature, CR 903.3)."""

WOLF_PARTNER = define_card("Pack Partner Sovereign", "{2}{G}", "Legendary Creature — Wolf",
                           "Partner", power="3", toughness="3").name
"""A card made up for a Wolf commander with partner, one of two commanders (CR 702.124)."""


def _game(*hand: str, commander: str = KATILDA, zone: str = "command",
          lands: tuple[str, ...] = (CARD, "Plains")) -> Driver:
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, commander, zone=zone)
    s.commander(1, JADAR)
    s.battlefield(0, *lands)
    s.hand(0, *hand)
    s.library(0, "Island", "Swamp", "Mountain")
    return Driver(s.build())


def _scried(d: Driver) -> int:
    """Resolve the stack, answering each scry with "bottom"; how many scries there were."""
    n = 0
    while d.state.stack or d.decision.kind == "order_triggers":
        if d.decision.kind == "order_triggers":
            d.act(0, d.game.legal_actions()[0])
            continue
        d.resolve()
        while d.decision.kind == "scry":
            assert set(d.game.legal_actions()) == {Choose("top"), Choose("bottom")}
            n += 1
            d.choose("bottom")
    return n


def test_enters_tapped() -> None:
    d = _game(CARD, lands=())
    d.play_land(0, CARD)
    assert d.state.objects[d.find(CARD, "battlefield")].tapped


def test_adds_a_color_of_the_commanders_identity_only() -> None:
    d = with_commanders(CARD, KATILDA)
    assert mana_options(d, CARD) == {"G", "W"}
    d.mana(0, CARD, "G")
    assert d.state.players[0].mana_pool == {"G": 1} and not d.state.stack


def test_spent_on_a_creature_spell_sharing_a_type_scry_1() -> None:
    d = _game(WITCH)
    d.mana(0, CARD, "W")
    d.cast(0, WITCH)
    assert len(d.state.stack) == 2  # the Witch and the trigger above it
    top = d.state.players[0].library[0]
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    assert d.state.players[0].library[-1] == top
    d.resolve()
    assert d.zone_of(WITCH) == "battlefield"


def test_no_scry_for_a_creature_spell_of_other_types_nor_for_other_mana() -> None:
    d = _game(WOLF, WITCH, lands=(CARD, "Forest", "Forest", "Plains", "Plains"))
    d.mana(0, CARD, "G")
    d.cast(0, WOLF)  # a Wolf: no creature type in common with the Human Warlock commander
    assert len(d.state.stack) == 1
    assert _scried(d) == 0
    d.mana(0, "Plains", "W")
    d.cast(0, WITCH)  # a Human Warlock, but no mana of Path of Ancestry spent on it
    assert len(d.state.stack) == 1 and _scried(d) == 0


def test_the_mana_empties_from_the_pool_with_what_it_carries() -> None:
    d = _game(WITCH, lands=(CARD, "Plains", "Plains"))
    d.mana(0, CARD, "W")
    d.pass_until("beginning_of_combat")  # mana empties as the step ends (CR 500.4)
    d.pass_until("postcombat_main")
    assert d.state.players[0].mana_pool == {}
    d.cast(0, WITCH)
    assert len(d.state.stack) == 1


@pytest.mark.ruling("MIC-OR-0289")
def test_two_commanders_give_their_combined_color_identities() -> None:
    """Official ruling: "If you have two commanders, the last ability adds one mana of any color
    in their combined color identities." (CR 702.124c): two partner commanders, one green-white,
    one black (CR 702.124)."""
    d = with_commanders(CARD, GLADE_PARTNER, CRYPT_PARTNER)
    assert mana_options(d, CARD) == {"W", "B", "G"}


@pytest.mark.ruling("MIC-OR-0290")
@pytest.mark.parametrize("zone", ["hand", "library"])
def test_a_commander_in_the_hand_or_library_has_its_creature_types(zone: str) -> None:
    """CR 903.3e: an effect referring to a characteristic of "your commander" sees it in all
    zones, its owner's library and hand included. This makes obsolete the ruling's clause that
    a commander in a hidden zone "is considered to have no creature types": today Katilda (a
    Human Warlock) in the hand or the library shares her types with a Candlegrove Witch spell,
    and the ability triggers (the ruling's other point, types checked just after the cast, is
    today's rule)."""
    d = _game(WITCH, zone=zone)
    d.mana(0, CARD, "W")
    d.cast(0, WITCH)
    assert len(d.state.stack) == 2 and _scried(d) == 1


@pytest.mark.ruling("MIC-OR-0290")
def test_types_are_checked_after_the_cast_not_when_the_mana_is_made() -> None:
    """Official ruling: the types "aren't set before the game begins, and they may not be the
    same types your commander had when you activated that ability": the mana is made while
    Katilda is in the hand; casting Katilda with it puts her on the stack, where she is a Human
    Warlock sharing her types with herself, so the ability triggers."""
    d = _game(zone="hand", lands=(CARD, "Forest"))
    d.mana(0, CARD, "W")
    d.cast(0, KATILDA)
    assert len(d.state.stack) == 2
    assert _scried(d) == 1
    assert d.zone_of(KATILDA) == "battlefield"


@pytest.mark.ruling("MIC-OR-0291")
def test_a_colorless_commander_gives_no_mana() -> None:
    """Official ruling: "If your commander is a card that has no colors in its color identity,
    Path of Ancestry's ability produces no mana. It doesn't produce {C}." (CR 903.4)"""
    d = with_commanders(CARD, COLORLESS_GOLEM)
    assert mana_options(d, CARD) == set()


@pytest.mark.ruling("MIC-OR-0292")
def test_without_a_commander_it_produces_no_mana() -> None:
    """Official ruling: "If you don't have a commander, Path of Ancestry's ability produces no
    mana." (CR 903.4f)"""
    d = without_commander(CARD)
    assert mana_options(d, CARD) == set()


@pytest.mark.ruling("MIC-OR-0293")
def test_casting_the_commander_with_its_mana_scries() -> None:
    """Official ruling: "If you cast your commander with mana from Path of Ancestry, and your
    commander hasn't somehow lost all of its creature types while on the stack, you'll scry
    1." Cast from the command zone (CR 903.8)."""
    d = _game(lands=(CARD, "Forest"))
    d.mana(0, CARD, "W")
    d.cast(0, KATILDA, method="commander")
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("scry")
    d.choose("top")
    d.resolve()
    assert d.zone_of(KATILDA) == "battlefield"


@pytest.mark.ruling("MIC-OR-0294")
def test_a_commander_with_no_creature_types_shares_none_even_with_a_changeling() -> None:
    """Official ruling: "If your commander has no creature types, it can't share a creature
    type with any spell that you cast.": not even with a changeling (every creature type)."""
    d = _game(AVIAN_CHANGELING, commander=TYPELESS, lands=(CARD, "Plains", "Plains"))
    d.mana(0, CARD, "W")
    d.cast(0, AVIAN_CHANGELING)
    assert len(d.state.stack) == 1 and _scried(d) == 0
    # The same changeling with a Human Warlock commander does trigger it.
    d2 = _game(AVIAN_CHANGELING, lands=(CARD, "Plains", "Plains"))
    d2.mana(0, CARD, "W")
    d2.cast(0, AVIAN_CHANGELING)
    assert len(d2.state.stack) == 2 and _scried(d2) == 1


@pytest.mark.ruling("MIC-OR-0295")
def test_two_such_mana_trigger_twice_each_scry_1() -> None:
    """Official ruling: two mana from the last ability spent on creature spells sharing a type
    with the commander "will cause two abilities to trigger. Each of those abilities will cause
    you to scry 1. You won't scry 2. This is true whether you spend the mana on one creature
    spell or two." (Two Paths of Ancestry make the two mana here.)"""
    d = _game(WITCH, lands=(CARD, CARD))
    d.mana(0, d.ids(CARD)[0], "W")
    d.mana(0, d.ids(CARD)[1], "G")
    d.cast(0, WITCH)
    d.expect("order_triggers")  # two abilities triggered, from the two mana
    assert _scried(d) == 2  # two scry 1 (each a decision about one card), not one scry 2
    d2 = _game(WITCH, WITCH, lands=(CARD, CARD, "Plains", "Plains"))
    for i in range(2):
        d2.mana(0, d2.ids(CARD)[i], "W")
        d2.mana(0, d2.ids("Plains")[i], "W")
        d2.cast(0, d2.ids(WITCH, "hand")[0])
        assert _scried(d2) == 1


@pytest.mark.ruling("MIC-OR-0290")
def test_a_phased_out_commander_has_no_creature_types() -> None:
    """Official ruling: "... if your commander is ... phased out, it's considered to have no
    creature types." (CR 702.26b: a phased-out permanent is treated as though it doesn't exist.)
    Katilda, a Human Warlock on the battlefield, shares Human with Candlegrove Witch: the Path's
    mana spent on the Witch makes the ability trigger. Phased out by Spectral Adversary, she
    shares nothing: no trigger."""

    def cast_witch(phase_out: bool) -> Driver:
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(0, KATILDA, zone="battlefield")
        s.commander(1, JADAR)
        s.battlefield(0, "Island", "Island", "Island", "Island", "Plains", CARD)
        s.hand(0, WITCH, "Spectral Adversary")
        s.library(0, "Island", "Swamp", "Mountain")
        d = Driver(s.build())
        if phase_out:
            phase_out_with_adversary(d, d.find(KATILDA))
            assert d.state.objects[d.find(KATILDA)].phased_out
        d.mana(0, CARD, "W")
        d.cast(0, WITCH)
        return d

    d = cast_witch(phase_out=False)
    assert len(d.state.stack) == 2 and _scried(d) == 1
    d = cast_witch(phase_out=True)
    assert len(d.state.stack) == 1 and _scried(d) == 0
    assert d.zone_of(WITCH) == "battlefield"


PILGRIM = "Avacyn's Pilgrim"  # {G} Creature — Human Monk: shares Human with Katilda


def test_the_mana_not_spent_keeps_its_trigger_for_a_later_spell() -> None:
    """CR 106.6, 603.2: Path's {W} isn't spent on Avacyn's Pilgrim (paid with a Forest's
    {G}), so nothing triggers; it stays in the pool carrying its ability, and spent on
    Candlegrove Witch it triggers the scry."""
    d = _game(PILGRIM, WITCH, lands=(CARD, "Forest", "Plains"))
    d.mana(0, CARD, "W")
    d.cast(0, PILGRIM)
    assert d.state.players[0].mana_pool == {"W": 1}
    assert _scried(d) == 0
    d.cast(0, WITCH)
    assert d.state.players[0].mana_pool == {}
    assert _scried(d) == 1


def test_restricted_mana_of_a_symbol_is_spent_before_mana_that_carries_a_trigger() -> None:
    """CR 106.6, 601.2h: with {G} from Path of Ancestry (carrying its trigger) and {G} from
    Unclaimed Territory (Human creature spells only) in the pool, the first Avacyn's Pilgrim
    is paid with the restricted {G}: no scry; the second with Path's: scry 1."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, CARD)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Human"})
    s.hand(0, PILGRIM, PILGRIM)
    s.library(0, "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.mana(0, CARD, "G")
    d.mana(0, "Unclaimed Territory", "G")
    first, second = d.ids(PILGRIM, "hand")
    d.cast(0, first)
    assert d.state.players[0].mana_pool == {"G": 1}
    assert _scried(d) == 0
    d.cast(0, second)
    assert _scried(d) == 1


def test_your_commander_is_found_after_an_opponents_in_the_command_zone() -> None:
    """CR 903.3, 903.4: "your commander" is the one you own: the opponent's Jadar, put into
    the command zone before Katilda, is passed over and Katilda's types (Human Warlock) still
    make the Witch's spell trigger the scry."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(1, JADAR)
    s.commander(0, KATILDA)
    s.battlefield(0, CARD, "Plains")
    s.hand(0, WITCH)
    s.library(0, "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.mana(0, CARD, "W")
    d.cast(0, WITCH)
    assert len(d.state.stack) == 2 and _scried(d) == 1


def test_no_scry_for_a_noncreature_spell() -> None:
    """The mana carries "when spent to cast a creature spell that shares a creature type"
    (CR 106.6): spent on Ritual of Hope, an instant, it triggers nothing."""
    d = _game("Ritual of Hope")
    d.mana(0, CARD, "W")
    d.cast(0, "Ritual of Hope")
    assert len(d.state.stack) == 1
    assert _scried(d) == 0


def test_an_opponents_commander_in_the_command_zone_is_not_yours() -> None:
    """CR 903.3, 903.3e: only the commanders you own are "your commander": the opponent's
    commander (Pack Sovereign, a Wolf) waits in the command zone,
    Katilda (a Human Warlock) in your graveyard; a Bounding Wolf spell cast with the mana
    shares no type with Katilda, so nothing triggers."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA, zone="graveyard")
    s.commander(1, WOLF_COMMANDER)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.hand(0, WOLF)
    s.library(0, "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.mana(0, CARD, "G")
    d.cast(0, WOLF)
    assert len(d.state.stack) == 1 and _scried(d) == 0


def test_each_of_two_commanders_is_looked_at_wherever_it_is() -> None:
    """CR 903.3e: with two commanders (MIC-OR-0289's case: two with partner, CR 702.124), a
    spell sharing a type with either one triggers: the Human Warlock commander on the
    battlefield is found first, the other commander (a Wolf) still in the command zone is
    looked at too, and a Bounding Wolf spell cast with the mana makes the player scry 1."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, GLADE_PARTNER, zone="battlefield")
    s.commander(0, WOLF_PARTNER)
    s.commander(1, JADAR)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.hand(0, WOLF)
    s.library(0, "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.mana(0, CARD, "G")
    d.cast(0, WOLF)
    assert len(d.state.stack) == 2 and _scried(d) == 1


def test_mana_outside_the_commanders_identity_is_refused_naming_what_it_adds() -> None:
    """CR 903.4, 605.3b: with Katilda (green-white) as commander, asking Path of Ancestry for
    blue is refused with an error saying what it can add; the land stays untapped and the
    mana pool empty."""
    d = with_commanders(CARD, KATILDA)
    path = d.find(CARD)
    with pytest.raises(IllegalActionError, match="can't add 'U': it adds G or W"):
        d.act(0, ActivateManaAbility(source=path, index=1, mana="U"))
    assert not d.state.objects[path].tapped
    assert d.state.players[0].mana_pool == {}
    assert mana_options(d, CARD) == {"G", "W"}


def test_the_scried_card_is_hidden_from_the_opponent() -> None:
    """CR 701.22a, 400.2: only the scrying player looks at the top card of their library;
    the opponent's view of the scry decision doesn't name it."""
    d = _game(WITCH)
    d.mana(0, CARD, "W")
    d.cast(0, WITCH)
    d.resolve()
    d.expect("scry")
    top = d.chars(d.state.players[0].library[0]).name
    assert top in json.dumps(d.game.view(0))
    assert top not in json.dumps(d.game.view(1))


def test_no_scry_for_a_human_cast_face_down_or_with_disturb() -> None:
    """CR 708.2a, 712.11a: with Katilda (a Human Warlock) as commander, the mana spent on Daru
    Healer (a Human Cleric) cast face down pays for a creature spell with no creature types,
    and on Lunarch Veteran cast with disturb for Luminous Phantom, a Spirit Cleric: neither
    shares a creature type with Katilda, so there is no scry."""
    d = _game("Daru Healer", lands=(CARD, "Plains", "Plains"))
    d.mana(0, CARD, "W")
    d.cast(0, "Daru Healer", method="face_down")
    assert len(d.state.stack) == 1 and d.state.players[0].mana_pool == {}
    assert _scried(d) == 0
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, CARD, "Plains")
    s.graveyard(0, "Lunarch Veteran")
    s.library(0, "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.mana(0, CARD, "W")
    d.cast(0, "Lunarch Veteran", method="disturb")
    assert len(d.state.stack) == 1 and d.state.players[0].mana_pool == {}
    assert _scried(d) == 0


def test_mana_of_the_same_color_is_spent_on_a_spell_that_wouldnt_trigger_it_first() -> None:
    """CR 601.2h, 106.6, 603.2: the player chooses which mana of the pool pays; with {G} from
    Path of Ancestry and three Forests' {G} in the pool, Bounding Wolf ({2}{G}, no type in
    common with Katilda) is paid with the Forests' mana, Path's {G} kept with its ability:
    spent on Avacyn's Pilgrim (a Human) it triggers the scry."""
    d = _game(WOLF, PILGRIM, lands=(CARD, "Forest", "Forest", "Forest"))
    d.mana(0, CARD, "G")
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    assert d.state.players[0].mana_pool == {"G": 4}
    d.cast(0, WOLF)
    assert d.state.players[0].mana_pool == {"G": 1}
    assert _scried(d) == 0
    d.cast(0, PILGRIM)
    assert d.state.players[0].mana_pool == {}
    assert _scried(d) == 1


def test_mana_of_another_color_pays_the_generic_part_first() -> None:
    """CR 601.2h, 106.6: with {W} from Path of Ancestry, a Plains' {W} and two Forests' {G}
    in the pool, Bounding Wolf's {2}{G} is paid with the Forests' {G}{G} and the Plains' {W},
    Path's {W} kept: with another Plains' {W} it casts Candlegrove Witch ({1}{W}, a Human
    Warlock like Katilda), and the scry triggers."""
    d = _game(WOLF, WITCH, lands=(CARD, "Plains", "Plains", "Forest", "Forest"))
    d.mana(0, CARD, "W")
    d.mana(0, d.ids("Plains")[0])
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    d.cast(0, WOLF)
    assert d.state.players[0].mana_pool == {"W": 1}
    assert _scried(d) == 0
    d.mana(0, d.ids("Plains")[1])
    d.cast(0, WITCH)
    assert d.state.players[0].mana_pool == {}
    assert _scried(d) == 1


def test_an_abilitys_cost_is_paid_with_the_other_mana_of_the_pool() -> None:
    """CR 601.2h, 602.2b, 106.6: the mana carries its ability only to a spell; with Path's {W}
    and a Forest's {G} in the pool, Jack-o'-Lantern's {1} is paid with the {G}, Path's {W}
    kept for Candlegrove Witch, which triggers the scry."""
    d = _game(WITCH, lands=(CARD, "Forest", "Plains", "Jack-o'-Lantern"))
    d.mana(0, CARD, "W")
    d.mana(0, "Forest")
    d.activate(0, "Jack-o'-Lantern")
    assert d.state.players[0].mana_pool == {"W": 1}
    d.resolve()
    d.mana(0, "Plains")
    d.cast(0, WITCH)
    assert d.state.players[0].mana_pool == {}
    assert _scried(d) == 1
